import type { CoachSubscription } from '@forma/contract/accounts/subscription.schemas';
import type { Db } from '../../db/database.ts';
import type { Auth } from '../../platform/auth/auth-plugin.ts';
import type { CallerExtras } from '../accounts/accounts.api.ts';
import { loadSubscription, trialToSettle } from './account-subscription.ts';
import { coachSubscriptions } from './platform-plan.tables.ts';
import { clientCountsColumns, joinClientCountsOf, type ClientCounts } from './client-counts.ts';
import {
  joinSubscriptionOf,
  presentSubscription,
  subscriptionColumns,
  type PlanRow,
  type SubscriptionRow,
} from './platform-plan.service.ts';

type CallerSubscriptionRows = {
  sub: SubscriptionRow | null;
  plan: PlanRow | null;
  /** Read only for the calls that present the subscription (CallerDetail 'full'). */
  counts?: ClientCounts;
};

declare module '../../platform/auth/auth-plugin.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged into the platform's interface
  interface SessionContext extends CallerSubscriptionRows {}
}

/**
 * What a session's own query reads of the current account's platform subscription: its row and
 * plan, and with `counts` its client counts (users/me presents them). The composition root that
 * assembles the caller (server/src/caller-reads.ts) adds it to every session's query.
 */
export const callerSubscriptionRead =
  (options: { counts: boolean }): CallerExtras =>
  (_db, account) => ({
    columns: { ...subscriptionColumns, ...(options.counts && { counts: clientCountsColumns }) },
    join: (query) => {
      const joined = joinSubscriptionOf(query, account.id);
      return options.counts ? joinClientCountsOf(joined, coachSubscriptions.accountId) : joined;
    },
  });

/**
 * The subscription of `accountId` as loadSubscription presents it, from the session's own query
 * when that read it for this account (with the client counts, when they are wanted); an ended
 * trial to settle, another account, or a caller found otherwise takes loadSubscription's way.
 */
export async function callerSubscription(
  db: Db,
  caller: Auth | undefined,
  accountId: number,
  options: { withCounts: boolean },
): Promise<CoachSubscription | null> {
  const context = caller?.context;
  const readFor = caller && (caller.user.currentAccountId ?? caller.user.id);
  const counts = options.withCounts ? context?.counts : noCounts;
  if (!context || readFor !== accountId || !counts || context.sub === undefined) {
    return loadSubscription(db, accountId, { withCounts: options.withCounts });
  }
  if (!context.sub) return null;
  if (trialToSettle(context.sub)) return loadSubscription(db, accountId, options);
  return presentSubscription(context.sub, context.plan, counts);
}

const noCounts = { activeClients: 0, activeSubClients: 0 };
