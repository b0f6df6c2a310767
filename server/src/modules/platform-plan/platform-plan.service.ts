import { and, eq, isNull, lt, sql, type Column, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { CoachSubscription } from '@forma/contract/accounts/subscription.schemas';
import { FREE_PLAN_MAX_CLIENTS, TRIAL_DAYS } from '@forma/contract/accounts/subscription.rules';
import type { Db } from '../../db/database.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { errorMessages } from '../../platform/errors/messages.ts';
import { now } from '../../platform/clock.ts';
import { coachSubscriptions, platformPlans } from './platform-plan.tables.ts';
import { platformPlanErrors } from './platform-plan.messages.ts';

const s = coachSubscriptions;
/**
 * What is read of a subscription and its plan wherever one is presented (every signed-in call's
 * own query among them): the fields presentSubscription and trialToSettle use, `active` first (a
 * not-null column: the left-joined row is absent when it is null).
 */
export const subscriptionColumns = {
  sub: {
    active: s.active,
    state: s.state,
    freePlan: s.freePlan,
    freeUsage: s.freeUsage,
    cancelAtPeriodEnd: s.cancelAtPeriodEnd,
    trial: s.trial,
    trialEndDate: s.trialEndDate,
    nextPaymentDate: s.nextPaymentDate,
    planId: s.planId,
    scheduledPlan: s.scheduledPlan,
  },
  plan: {
    id: platformPlans.id,
    productKind: platformPlans.productKind,
    maxClients: platformPlans.maxClients,
  },
};

export type SubscriptionRow = Pick<
  typeof coachSubscriptions.$inferSelect,
  keyof typeof subscriptionColumns.sub
>;
export type PlanRow = Pick<
  typeof platformPlans.$inferSelect,
  keyof typeof subscriptionColumns.plan
>;

/** 'YYYY-MM-DD HH:mm:ss Z' as the spec writes trial_end_date. */
export function formatInstant(date: Date | null): string | null {
  if (!date) return null;
  return `${date.toISOString().slice(0, 19).replace('T', ' ')} +0000`;
}

export function presentSubscription(
  row: SubscriptionRow,
  plan: PlanRow | null,
  counts: { activeClients: number; activeSubClients: number },
): CoachSubscription {
  return {
    active: row.active,
    state: row.state,
    free_plan: row.freePlan,
    free_usage: row.freeUsage,
    cancel_at_period_end: row.cancelAtPeriodEnd,
    trial: row.trial,
    trial_end_date: formatInstant(row.trialEndDate),
    next_payment_date: row.nextPaymentDate ? row.nextPaymentDate.toISOString().slice(0, 10) : null,
    active_clients: counts.activeClients,
    active_sub_clients: counts.activeSubClients,
    scheduled_plan: row.scheduledPlan ?? null,
    plan: plan
      ? { id: plan.id, product_kind: plan.productKind, max_clients: plan.maxClients }
      : null,
  };
}

/** A new account's subscription row: FREE for business accounts, empty for private ones. */
export async function createSubscription(db: Db, accountId: number, start: 'free' | 'empty') {
  await db
    .insert(coachSubscriptions)
    .values({ accountId, active: start === 'free', freePlan: start === 'free' })
    .onConflictDoNothing();
}

/**
 * Trials end by date. Spec 4: at the end the account moves to FREE when it has at most
 * 5 clients and no additional coaches, otherwise it is restricted.
 */
export async function settleEndedTrial(
  db: Db,
  accountId: number,
  fitsFreePlan: (accountId: number) => Promise<boolean>,
) {
  const [ended] = await db
    .select()
    .from(coachSubscriptions)
    .where(
      and(
        eq(coachSubscriptions.accountId, accountId),
        eq(coachSubscriptions.trial, true),
        isNull(coachSubscriptions.planId),
        lt(coachSubscriptions.trialEndDate, now()),
      ),
    );
  if (!ended) return;
  const toFree = await fitsFreePlan(accountId);
  await db
    .update(coachSubscriptions)
    .set({ trial: false, active: toFree, freePlan: toFree, updatedAt: now() })
    .where(eq(coachSubscriptions.accountId, accountId));
}

const subscriptionOf = preparedQuery((db) =>
  db
    .select(subscriptionColumns)
    .from(coachSubscriptions)
    .leftJoin(platformPlans, eq(platformPlans.id, coachSubscriptions.planId))
    .where(eq(coachSubscriptions.accountId, sql.placeholder('accountId')))
    .prepare('subscription_of'),
);

export async function findSubscription(db: Db, accountId: number) {
  const [row] = await subscriptionOf(db, { accountId });
  return row ?? null;
}

/**
 * The account's subscription and plan, with more columns computed on the account id in the same
 * query (another area's SQL, e.g. the client counts): one round trip on every signed-in read.
 * The query is built, not run: its account id is the placeholder `accountId`, so the caller
 * prepares it once (preparedQuery).
 */
export function subscriptionWithQuery<Extra extends Record<string, SQL.Aliased | SQL>>(
  db: Db,
  extra: (accountIdColumn: Column) => Extra,
) {
  return db
    .select({ ...subscriptionColumns, extra: extra(coachSubscriptions.accountId) })
    .from(coachSubscriptions)
    .leftJoin(platformPlans, eq(platformPlans.id, coachSubscriptions.planId))
    .where(eq(coachSubscriptions.accountId, sql.placeholder('accountId')));
}

/** Joins the subscription and plan of the account `accountId` (an outer column or SQL) to a query. */
export function joinSubscriptionOf<Query extends PgSelect>(query: Query, accountId: SQL | Column) {
  return query
    .leftJoin(coachSubscriptions, eq(coachSubscriptions.accountId, accountId))
    .leftJoin(platformPlans, eq(platformPlans.id, coachSubscriptions.planId));
}

/** POST users/me {user:{trial_start:true}}: the 30-day trial, once per account. */
export async function startTrial(db: Db, accountId: number) {
  const row = await findSubscription(db, accountId);
  if (!row) throw new AppError('FORBIDDEN', errorMessages.forbidden);
  if (row.sub.trialEndDate || row.sub.planId) {
    throw new AppError('INVALID', platformPlanErrors.trialUsed, {
      trial_start: [platformPlanErrors.trialUsed],
    });
  }
  const trialEnd = new Date(now().getTime() + TRIAL_DAYS * 24 * 60 * 60 * 1000);
  await db
    .update(coachSubscriptions)
    .set({
      active: true,
      trial: true,
      freePlan: false,
      trialEndDate: trialEnd,
      state: null,
      updatedAt: now(),
    })
    .where(eq(coachSubscriptions.accountId, accountId));
}

export { FREE_PLAN_MAX_CLIENTS };
