import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

let dummy: Promise<string> | null = null;

/**
 * Password hashing in one object, so a test can watch which hash a sign-in verifies against.
 * argon2id with the library's defaults (19 MiB, 2 passes): OWASP's recommended minimum.
 */
export const passwords = {
  hash(password: string): Promise<string> {
    return hash(password);
  },

  async verify(passwordHash: string, password: string): Promise<boolean> {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  },

  /**
   * A hash of a random password, made once with the same parameters as every other hash:
   * verifying against it costs what verifying a real person's password costs.
   */
  dummyHash(): Promise<string> {
    dummy ??= passwords.hash(randomBytes(32).toString('base64url'));
    return dummy;
  },
};
