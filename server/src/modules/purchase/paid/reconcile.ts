import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../../platform/context.ts';
import { now } from '../../../platform/clock.ts';
import { defineRecurringJob } from '../../../platform/jobs/recurring-job.ts';
import { planMemberships } from '../purchase.tables.ts';
import { membershipCharges } from './paid.tables.ts';
import {
  syncPaymentIntent,
  syncSubscription,
  type ChargeRow,
} from './payment-sync/payment-sync.ts';
import { findAttemptAtStripe, voidAttempt } from './void-attempt.ts';

const payload = z.object({}).strict();

declare module '../../../platform/jobs/job-catalogue.ts' {
  interface JobPayloads {
    'purchases.reconcile': z.infer<typeof payload>;
  }
}

const KIND = 'purchases.reconcile';
const EVERY_MS = 10 * 60_000;
/** A purchase younger than this may still be in its own request: left alone. */
export const IN_FLIGHT_MS = 2 * 60_000;

/**
 * Puts right what a crash or a lost answer left open, so that every purchase ends as access
 * granted or money returned:
 * - an attempt whose Stripe answer was never written is looked up at Stripe (findAttemptAtStripe)
 *   and its membership written; one Stripe never made is closed (`incomplete_expired` if still
 *   incomplete), so the program can be bought again;
 * - a purchase still `incomplete` is read again from Stripe;
 * - a cancel of a purchase that never gave access is finished (voidAttempt: cancelled, or
 *   refunded in full).
 */
export async function reconcilePurchases(ctx: AppContext, startedBefore: Date): Promise<number> {
  const unanswered = and(
    isNull(membershipCharges.subscriptionId),
    isNull(membershipCharges.paymentIntentId),
  );
  const rows = await ctx.db
    .select({ charge: membershipCharges, state: planMemberships.state })
    .from(membershipCharges)
    .innerJoin(planMemberships, eq(planMemberships.id, membershipCharges.membershipId))
    .where(
      and(
        isNull(membershipCharges.closedAt),
        lt(membershipCharges.attemptedAt, startedBefore),
        or(
          eq(planMemberships.state, 'incomplete'),
          isNotNull(membershipCharges.voidRequestedAt),
          unanswered,
        ),
      ),
    );
  for (const { charge, state } of rows) {
    if (charge.voidRequestedAt) {
      await voidAttempt(ctx, charge);
      continue;
    }
    const made = await findAttemptAtStripe(ctx, charge);
    const account = charge.stripeAccountId;
    if (made?.subscriptionId) await syncSubscription(ctx, account, made.subscriptionId);
    else if (made?.paymentIntentId) await syncPaymentIntent(ctx, account, made.paymentIntentId);
    else if (state === 'incomplete') await closeUnmade(ctx, charge, 'incomplete_expired');
    else await closeUnmade(ctx, charge, null);
  }
  return rows.length;
}

/** An attempt Stripe never made: closed, its membership expired if it still waited for it. */
async function closeUnmade(
  ctx: AppContext,
  charge: ChargeRow,
  expire: 'incomplete_expired' | null,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    if (expire) {
      await tx
        .update(planMemberships)
        .set({ state: expire, updatedAt: now() })
        .where(
          and(eq(planMemberships.id, charge.membershipId), eq(planMemberships.state, 'incomplete')),
        );
    }
    await tx
      .update(membershipCharges)
      .set({ closedAt: now(), updatedAt: now() })
      .where(
        and(
          eq(membershipCharges.membershipId, charge.membershipId),
          eq(membershipCharges.attempt, charge.attempt),
        ),
      );
  });
}

const sweep = defineRecurringJob({
  kind: KIND,
  payload: payload,
  everyMs: EVERY_MS,
  run: (ctx) => reconcilePurchases(ctx, new Date(now().getTime() - IN_FLIGHT_MS)),
});

/** Queues the first reconciliation unless one waits (each process's start). */
export const queuePurchaseReconciliation = sweep.queueFirst;

/** Every ten minutes: purchases left incomplete, read again from Stripe. */
export const reconcilePurchasesJob = sweep.job;
