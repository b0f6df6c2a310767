import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { hashToken } from '../../platform/auth/tokens.ts';
import type { CableSessions } from '../../platform/live/cable.ts';
import { sessions } from './auth.tables.ts';

/** The live channel's view of sessions: a token's session, and which sessions are still open. */
export function cableSessions(db: Db): CableSessions {
  return {
    resolve: async (token) => {
      const [row] = await db
        .select({ sessionId: sessions.id, userId: sessions.userId })
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(token)))
        .limit(1);
      return row ?? null;
    },
    stillOpen: async (sessionIds) => {
      const rows = await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(inArray(sessions.id, sessionIds));
      return new Set(rows.map((row) => row.id));
    },
  };
}
