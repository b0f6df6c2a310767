import { eq, getViewSelectedFields, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { preparedQuery } from '../../db/prepared.ts';
import type {
  CallerDetail,
  ResolveSession,
  SessionContext,
} from '../../platform/auth/auth-plugin.ts';
import { hashToken } from '../../platform/auth/tokens.ts';
import {
  callerContextQuery,
  personFieldsLeftOut,
  type CallerExtras,
  type CallerPerson,
} from '../accounts/accounts.api.ts';
import { sessionPeople } from './auth.tables.ts';

declare module '../../platform/auth/auth-plugin.ts' {
  // The signed-in user of every request is the person as a caller (accounts' CallerPerson).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged into the platform's interface
  interface SessionUser extends CallerPerson {}
}

type SessionRow = { session: { sessionId: number } & CallerPerson };

/** The session's id and its person's fields a caller knows (not the token's digest). */
function sessionFields() {
  const { sessionTokenHash: _digest, ...fields } = getViewSelectedFields(sessionPeople);
  const leftOut = new Set<string>(personFieldsLeftOut);
  return Object.fromEntries(Object.entries(fields).filter(([key]) => !leftOut.has(key)));
}

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
          .select({ session: sessionFields(), ...context.columns })
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
      session: { sessionId, ...user },
      ...context
    } = row;
    return { sessionId, user, context };
  };
}
