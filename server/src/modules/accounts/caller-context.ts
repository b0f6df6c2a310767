import { and, eq, sql, type Column, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { CoachSubscription } from '@forma/contract/accounts/subscription.schemas';
import type { Db } from '../../db/database.ts';
import type { Auth } from '../../platform/auth/auth-plugin.ts';
import {
  joinSubscriptionOf,
  presentSubscription,
  subscriptionColumns,
} from '../platform-plan/platform-plan.api.ts';
import { accountMembers, accounts } from './accounts.tables.ts';
import { loadSubscription, trialToSettle } from './account-subscription.ts';
import {
  currentAccountOf,
  currentAccounts,
  resolveCurrentAccount,
  type AccountsOfPerson,
} from './current-account.ts';

type SubscriptionRows = {
  sub: typeof subscriptionColumns.sub.$inferSelect | null;
  plan: typeof subscriptionColumns.plan.$inferSelect | null;
  /** Read only for the calls that present the subscription (CallerDetail 'full'). */
  counts?: { activeClients: number; activeSubClients: number };
};

/**
 * What the calls that present the person in full (users/me, CallerDetail 'full') read beside
 * the CallerContext in the session's own query: the client counts (as `counts`) and whatever
 * else they present. Given by the composition root that assembles users/me
 * (server/src/users-me.ts), so this area names none of the areas it reads.
 */
export type CallerExtras = (
  db: Db,
  currentAccount: { id: Column; idSql: SQL },
) => {
  columns: Record<string, unknown>;
  join: (query: PgSelect) => PgSelect;
};

/** What a session's own query reads beside the person: their accounts and the current account's subscription. */
export type CallerContext = AccountsOfPerson & SubscriptionRows;

declare module '../../platform/auth/auth-plugin.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged into the platform's interface
  interface SessionContext extends CallerContext {}
}

/**
 * The columns and joins that give a session's person (`person`: the outer query's person id and
 * current account id) their CallerContext in the session's own query: every signed-in call then
 * knows who acts in which account, on which plan, in one round trip. `extras` adds what only
 * users/me presents (CallerExtras).
 */
export function callerContextQuery(
  db: Db,
  person: { id: Column; currentAccountId: Column },
  extras?: CallerExtras,
) {
  const currentId = sql`coalesce(${person.currentAccountId}, ${person.id})`;
  const full = extras?.(db, { id: currentAccounts.id, idSql: currentId });
  return {
    columns: {
      privateAccount: accounts,
      account: currentAccounts,
      membership: accountMembers,
      ...subscriptionColumns,
      ...full?.columns,
    },
    join: <Query extends PgSelect>(query: Query) => {
      const joined = joinSubscriptionOf(
        query
          .leftJoin(accounts, eq(accounts.id, person.id))
          .leftJoin(currentAccounts, eq(currentAccounts.id, currentId))
          .leftJoin(
            accountMembers,
            and(eq(accountMembers.accountId, currentId), eq(accountMembers.userId, person.id)),
          ),
        currentId,
      );
      return full ? (full.join(joined) as typeof joined) : joined;
    },
  };
}

/** The caller's current account: from the session's own query when it read it, else one query. */
export function callerCurrentAccount(db: Db, caller: Auth) {
  return caller.context
    ? currentAccountOf(caller.user, caller.context)
    : resolveCurrentAccount(db, caller.user);
}

/**
 * The subscription of `accountId` as loadSubscription presents it, from the session's own query
 * when that read it for this account (with the client counts, when they are wanted); an ended
 * trial to settle, or another account, takes loadSubscription's way.
 */
export async function callerSubscription(
  db: Db,
  caller: Auth,
  accountId: number,
  options: { withCounts: boolean },
): Promise<CoachSubscription | null> {
  const context = caller.context;
  const readFor = caller.user.currentAccountId ?? caller.user.id;
  const counts = options.withCounts ? context?.counts : noCounts;
  if (!context || readFor !== accountId || !counts) {
    return loadSubscription(db, accountId, { withCounts: options.withCounts });
  }
  if (!context.sub) return null;
  if (trialToSettle(context.sub)) return loadSubscription(db, accountId, options);
  return presentSubscription(context.sub, context.plan, counts);
}

const noCounts = { activeClients: 0, activeSubClients: 0 };
