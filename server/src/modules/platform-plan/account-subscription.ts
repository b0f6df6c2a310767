import type { CoachSubscription } from '@forma/contract/accounts/subscription.schemas';
import type { Db } from '../../db/database.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { now } from '../../platform/clock.ts';
import { additionalCoachCount } from '../accounts/accounts.api.ts';
import { accountClientCounts, accountClientCountsSql } from './client-counts.ts';
import {
  FREE_PLAN_MAX_CLIENTS,
  findSubscription,
  presentSubscription,
  settleEndedTrial,
  subscriptionWithQuery,
} from './platform-plan.service.ts';

/** Spec 4: an ended trial moves to FREE with at most 5 clients and no additional coaches. */
export async function fitsFreePlan(db: Db, accountId: number): Promise<boolean> {
  const counts = await accountClientCounts(db, accountId);
  return (
    counts.activeClients <= FREE_PLAN_MAX_CLIENTS &&
    (await additionalCoachCount(db, accountId)) === 0
  );
}

const subscriptionWithCounts = preparedQuery((db) =>
  subscriptionWithQuery(db, (column) => accountClientCountsSql(db, column)).prepare(
    'subscription_with_counts',
  ),
);

/** The account's platform subscription as the spec presents it, with ended trials settled. */
export async function loadSubscription(
  db: Db,
  accountId: number,
  options: { withCounts?: boolean } = {},
): Promise<CoachSubscription | null> {
  // Callers that only need the plan and its state skip the client counts (hot public pages).
  const read = async () =>
    options.withCounts === false
      ? withoutCounts(await findSubscription(db, accountId))
      : ((await subscriptionWithCounts(db, { accountId }))[0] ?? null);
  let row = await read();
  if (!row) return null;
  if (trialToSettle(row.sub)) {
    await settleEndedTrial(db, accountId, (id) => fitsFreePlan(db, id));
    row = (await read())!;
  }
  return presentSubscription(row.sub, row.plan, row.extra);
}

/** An ended trial without a plan: settled (to FREE or blocked) before it is presented. */
export function trialToSettle(sub: {
  trial: boolean;
  planId: number | null;
  trialEndDate: Date | null;
}) {
  return sub.trial && !sub.planId && sub.trialEndDate !== null && sub.trialEndDate < now();
}

const withoutCounts = <Row extends object>(row: Row | null) =>
  row && { ...row, extra: { activeClients: 0, activeSubClients: 0 } };
