import { eq, sql } from 'drizzle-orm';
import type { CoachSubscription } from '@forma/contract/accounts/subscription.schemas';
import type { Db } from '../../db/database.ts';
import type { Auth } from '../../platform/auth/auth-plugin.ts';
import type { CallerExtras } from '../accounts/accounts.api.ts';
import { loadSubscription, trialToSettle } from './account-subscription.ts';
import { coachSubscriptions, platformPlans } from './platform-plan.tables.ts';
import { accountClientCounts } from './client-counts.tables.ts';
import type { ClientCounts } from './client-counts.ts';
import {
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
 *
 * Read as one lateral subquery that its `limit` (one subscription per account) keeps apart:
 * joined flat beside the person's accounts, the planner tried every order of them all (8 to 12 ms
 * to plan users/me's query, on PGlite at every call); kept apart, it plans alone and the whole
 * plans in about 1 ms.
 */
export const callerSubscriptionRead =
  (options: { counts: boolean }): CallerExtras =>
  (db, account) => {
    const { sub, plan } = subscriptionColumns;
    const c = accountClientCounts;
    const counts = {
      activeClients: sql<number>`coalesce(${c.activeClients}, 0)`.as('active_clients'),
      activeSubClients: sql<number>`coalesce(${c.activeSubClients}, 0)`.as('active_sub_clients'),
    };
    const read = db
      .select({ ...sub, ...plan, ...(options.counts ? counts : {}) })
      .from(coachSubscriptions)
      .leftJoin(platformPlans, eq(platformPlans.id, coachSubscriptions.planId))
      .$dynamic();
    const withCounts = options.counts
      ? read.leftJoin(c, eq(c.accountId, coachSubscriptions.accountId))
      : read;
    const subscription = withCounts
      .where(eq(coachSubscriptions.accountId, account.id))
      .limit(1)
      .as('caller_subscription');
    const pick = <Keys extends object>(keys: Keys) =>
      Object.fromEntries(
        Object.keys(keys).map((key) => [key, subscription[key as keyof typeof subscription]]),
      ) as { [K in keyof Keys]: Keys[K] };
    return {
      columns: {
        sub: pick(sub),
        plan: pick(plan),
        ...(options.counts && {
          counts: {
            activeClients: subscription['activeClients' as keyof typeof subscription],
            activeSubClients: subscription['activeSubClients' as keyof typeof subscription],
          },
        }),
      },
      join: (query) => query.leftJoinLateral(subscription, sql`true`),
    };
  };

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
