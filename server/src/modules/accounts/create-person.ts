import type { AppContext } from '../../platform/context.ts';
import type { UserRow } from '../../platform/auth/auth-plugin.ts';
import { passwords } from '../../platform/auth/passwords.ts';
import { invalid } from '../../platform/errors/app-error.ts';
import { insertAccount } from './accounts.repository.ts';
import { users } from './users.tables.ts';
import { accountsErrors } from './accounts.messages.ts';
import './accounts.ports.ts';

export type NewPerson = {
  email: string;
  password: string;
  role: 'coach' | 'user';
  firstName: string;
  lastName: string;
  country: string;
  state?: string | null;
  birthdate?: string | null;
  registrationStep?: 'setup_profile' | 'questions' | null;
  utm?: Record<string, string> | null;
  confirmed?: boolean;
};

/** A person and their private account (same id); a coach's private account starts empty. */
export async function createPerson(
  { db, ports }: Pick<AppContext, 'db' | 'ports'>,
  input: NewPerson,
): Promise<UserRow> {
  const account = await insertAccount(db, {
    kind: 'private',
    title: `${input.firstName} ${input.lastName}`.trim(),
    country: input.country,
    state: input.state ?? null,
  });
  const [user] = await db
    .insert(users)
    .values({
      id: account.id,
      email: input.email.toLowerCase(),
      passwordHash: await passwords.hash(input.password),
      role: input.role,
      firstName: input.firstName,
      lastName: input.lastName,
      country: input.country,
      state: input.state ?? null,
      birthdate: input.birthdate ?? null,
      registrationStep: input.registrationStep ?? null,
      checklistCompleted: input.role === 'coach' ? ['sing_up'] : [],
      utm: input.utm ?? null,
      confirmedAt: input.confirmed ? new Date() : null,
    })
    // The same sign-up sent twice at once: the second finds the address taken.
    .onConflictDoNothing()
    .returning();
  if (!user) throw invalid('email', accountsErrors.emailTaken);
  if (input.role === 'coach') await ports.createSubscription(db, account.id, 'empty');
  return user;
}
