import type { UserRow } from '../../platform/auth/auth-plugin.ts';
import { passwords } from '../../platform/auth/passwords.ts';

/**
 * True when `password` is the person's. An unknown person (`null`) is verified against a dummy
 * hash made with the same parameters, so both answers cost the same and the time taken does not
 * tell which e-mail addresses have an account.
 */
export async function checkCredentials(user: UserRow | null, password: string): Promise<boolean> {
  const passwordHash = user?.passwordHash ?? (await passwords.dummyHash());
  const matches = await passwords.verify(passwordHash, password);
  return user !== null && matches;
}
