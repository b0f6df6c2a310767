import { and, eq, ne } from 'drizzle-orm';
import type { SessionResponse } from '@forma/contract/auth/auth.schemas';
import type { Db } from '../../db/database.ts';
import type { UserRow } from '../../platform/auth/auth-plugin.ts';
import { newToken } from '../../platform/auth/tokens.ts';
import type { AppContext } from '../../platform/context.ts';
import type { RequestMeta } from '../../platform/request-context.ts';
import { sessions } from './auth.tables.ts';

export type { RequestMeta };

/** Opens a session and answers as sign-in does: token, then private and current. */
export async function openSession(
  { db, presentMe }: Pick<AppContext, 'db' | 'presentMe'>,
  user: UserRow,
  meta: RequestMeta,
): Promise<SessionResponse> {
  const { token, hash } = newToken();
  await db
    .insert(sessions)
    .values({ userId: user.id, tokenHash: hash, ip: meta.ip, userAgent: meta.userAgent });
  return { access_token: token, token_type: 'Bearer', ...(await presentMe(db, user)) };
}

export async function closeSession(db: Db, sessionId: number) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function closeAllSessions(db: Db, userId: number) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Every session of the person but the one in use (a password change keeps its own session). */
export async function closeOtherSessions(db: Db, userId: number, keepSessionId: number) {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)));
}
