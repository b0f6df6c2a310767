import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { ResolveSession } from '../../platform/auth/auth-plugin.ts';
import { hashToken } from '../../platform/auth/tokens.ts';
import type { PersonRow } from '../accounts/accounts.api.ts';
import { sessionPeople } from './auth.tables.ts';

declare module '../../platform/auth/auth-plugin.ts' {
  // The signed-in user of every request is the person's row.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged into the platform's interface
  interface SessionUser extends PersonRow {}
}

/** The auth plugin's view of sessions: a bearer token's session and person, in one query. */
export function requestSessions(db: Db): ResolveSession {
  return async (token) => {
    const [row] = await db
      .select()
      .from(sessionPeople)
      .where(eq(sessionPeople.sessionTokenHash, hashToken(token)))
      .limit(1);
    if (!row) return null;
    const { sessionId, sessionTokenHash: _digest, ...user } = row;
    return { sessionId, user };
  };
}
