import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { ResolveSession } from '../../platform/auth/auth-plugin.ts';
import { hashToken } from '../../platform/auth/tokens.ts';
import { users } from '../accounts/users.tables.ts';
import { sessions } from './auth.tables.ts';

type UsersRow = typeof users.$inferSelect;

declare module '../../platform/auth/auth-plugin.ts' {
  // The signed-in user of every request is the row of the users table.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged into the platform's interface
  interface SessionUser extends UsersRow {}
}

/** The auth plugin's view of sessions: a bearer token's session and user. */
export function requestSessions(db: Db): ResolveSession {
  return async (token) => {
    const [row] = await db
      .select({ sessionId: sessions.id, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.tokenHash, hashToken(token)))
      .limit(1);
    return row ?? null;
  };
}
