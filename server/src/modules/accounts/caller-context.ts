import { and, eq, sql, type Column, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import type { Auth } from '../../platform/auth/auth-plugin.ts';
import { accountMembers, accounts } from './accounts.tables.ts';
import type { PersonRow } from './users.tables.ts';
import {
  currentAccountOf,
  currentAccounts,
  currentMembershipColumns,
  resolveCurrentAccount,
  type AccountsOfPerson,
} from './current-account.ts';

/**
 * What a session's query reads beside the person and their accounts, from the areas above this
 * one (the current account's subscription; for users/me its client counts and Stripe account):
 * columns and joins on the current account. Given by the composition root that assembles the
 * caller (server/src/caller-reads.ts), so this area names none of the areas it reads.
 */
export type CallerExtras = (
  db: Db,
  /** `id` is the current account's row's (join on it); `idSql` the person's choice, as SQL. */
  currentAccount: { id: Column; idSql: SQL },
) => {
  columns: Record<string, unknown>;
  join: (query: PgSelect) => PgSelect;
};

/** Several CallerExtras read in the same query, joined in order. */
export function callerExtras(...parts: CallerExtras[]): CallerExtras {
  return (db, account) => {
    const built = parts.map((part) => part(db, account));
    return {
      columns: Object.assign({}, ...built.map((part) => part.columns)),
      join: (query) => built.reduce((joined, part) => part.join(joined), query),
    };
  };
}

/**
 * Of the person's row, what is left out of every call's caller: what only a screen of its own
 * reads (the coaching questions, the sign-up's utm, the bodyweight), the digests of the e-mailed
 * tokens, the admin flag and the row's update time. Fewer columns make the query that runs on
 * every signed-in call cheaper to send and to read (issue 24).
 */
export const personFieldsLeftOut = [
  'questions',
  'utm',
  'bodyweightKg',
  'confirmationTokenHash',
  'resetPasswordTokenHash',
  'resetPasswordSentAt',
  'isAdmin',
  'updatedAt',
] as const;

/** The person as every signed-in call knows its caller. */
export type CallerPerson = Omit<PersonRow, (typeof personFieldsLeftOut)[number]>;

/** What a session's own query reads of this area beside the person: their accounts. */
export type CallerContext = AccountsOfPerson;

declare module '../../platform/auth/auth-plugin.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged into the platform's interface
  interface SessionContext extends CallerContext {}
}

/**
 * The columns and joins that give a session's person (`person`: the outer query's person id and
 * current account id) their CallerContext in the session's own query: every signed-in call then
 * knows who acts in which account in one round trip. `extras` adds what the areas above read
 * (CallerExtras). What is read of the current account joins on its row's id (`id`), not on the
 * person's columns: joins that all hang on the person may be ordered every way, and planning
 * them took 13 to 45 ms where joins hanging on the current account take 3 (PGlite plans every
 * call; PostgreSQL the first calls of each connection).
 */
export function callerContextQuery(
  db: Db,
  person: { id: Column; currentAccountId: Column },
  extras?: CallerExtras,
) {
  const currentId = sql`coalesce(${person.currentAccountId}, ${person.id})`;
  const above = extras?.(db, { id: currentAccounts.id, idSql: currentId });
  return {
    columns: {
      privateAccount: accounts,
      account: currentAccounts,
      membership: currentMembershipColumns,
      ...above?.columns,
    },
    join: <Query extends PgSelect>(query: Query) => {
      const joined = query
        .leftJoin(accounts, eq(accounts.id, person.id))
        .leftJoin(currentAccounts, eq(currentAccounts.id, currentId))
        .leftJoin(
          accountMembers,
          and(
            eq(accountMembers.accountId, currentAccounts.id),
            eq(accountMembers.userId, person.id),
          ),
        );
      return above ? (above.join(joined) as typeof joined) : joined;
    },
  };
}

/** The caller's current account: from the session's own query when it read it, else one query. */
export function callerCurrentAccount(db: Db, caller: Auth) {
  return caller.context
    ? currentAccountOf(caller.user, caller.context)
    : resolveCurrentAccount(db, caller.user);
}
