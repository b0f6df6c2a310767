import { eq, getViewSelectedFields, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { preparedQuery } from '../../db/prepared.ts';
import type {
  CallerDetail,
  ResolveSession,
  SessionContext,
} from '../../platform/auth/auth-plugin.ts';
import { hashToken } from '../../platform/auth/tokens.ts';
import { callerContextQuery, type CallerExtras, type PersonRow } from '../accounts/accounts.api.ts';
import { sessionPeople } from './auth.tables.ts';

declare module '../../platform/auth/auth-plugin.ts' {
  // The signed-in user of every request is the person's row.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged into the platform's interface
  interface SessionUser extends PersonRow {}
}

type SessionRow = { session: { sessionId: number; sessionTokenHash: string } & PersonRow };

/** A bearer token's session, its person and the person's SessionContext: one prepared query. */
function sessionCallerQuery(name: string, extras: CallerExtras) {
  return preparedQuery((db: Db) => {
    const context = callerContextQuery(
      db,
      { id: sessionPeople.id, currentAccountId: sessionPeople.currentAccountId },
      extras,
    );
    return context
      .join(
        db
          .select({ session: getViewSelectedFields(sessionPeople), ...context.columns })
          .from(sessionPeople)
          .$dynamic(),
      )
      .where(eq(sessionPeople.sessionTokenHash, sql.placeholder('digest')))
      .limit(1)
      .prepare(name) as unknown as {
      execute(params: { digest: string }): Promise<(SessionRow & SessionContext)[]>;
    };
  });
}

/**
 * The auth plugin's view of sessions: a bearer token's session and caller, in one query, with
 * what the composition root reads beside them per CallerDetail (server/src/caller-reads.ts).
 */
export function requestSessions(db: Db, reads: Record<CallerDetail, CallerExtras>): ResolveSession {
  const sessionCaller: Record<CallerDetail, ReturnType<typeof sessionCallerQuery>> = {
    basic: sessionCallerQuery('session_caller', reads.basic),
    full: sessionCallerQuery('session_caller_full', reads.full),
  };
  return async (token, detail) => {
    const [row] = await sessionCaller[detail](db, { digest: hashToken(token) });
    if (!row) return null;
    const {
      session: { sessionId, sessionTokenHash: _digest, ...user },
      ...context
    } = row;
    return { sessionId, user, context };
  };
}
