import { and, eq, lt } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../../platform/context.ts';
import { now } from '../../../platform/clock.ts';
import { defineRecurringJob } from '../../../platform/jobs/recurring-job.ts';
import { planMemberships } from '../purchase.tables.ts';
import { membershipCharges } from './paid.tables.ts';
import { syncPaymentIntent, syncSubscription } from './membership-sync.ts';
import { membershipOf } from './stripe-reads.ts';
import type { ChargeRow } from './charge-state.ts';

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

const isAttempt = (charge: ChargeRow, metadata: Record<string, string>) => {
  const meta = membershipOf(metadata);
  return meta?.membershipId === charge.membershipId && meta.attempt === charge.attempt;
};

/** The subscription or PaymentIntent an attempt made at Stripe, found by its metadata. */
async function findMadeAtStripe(ctx: AppContext, charge: ChargeRow) {
  const options = { stripeAccount: charge.stripeAccountId };
  const subscriptions = await ctx.stripe.subscriptions.list(
    { customer: charge.customerId, status: 'all', limit: 100 },
    options,
  );
  const subscription = subscriptions.data.find((s) => isAttempt(charge, s.metadata));
  if (subscription) return { subscriptionId: subscription.id };
  const intents = await ctx.stripe.paymentIntents.list(
    { customer: charge.customerId, limit: 100 },
    options,
  );
  const intent = intents.data.find((i) => isAttempt(charge, i.metadata));
  return intent ? { paymentIntentId: intent.id } : null;
}

/**
 * Puts right the purchases a crash or a lost answer left `incomplete`: each is read again from
 * Stripe (found by its metadata when its id was never written) and its membership written; one
 * Stripe never made charges nothing and is closed (`incomplete_expired`), so it can be bought
 * again.
 */
export async function reconcilePurchases(ctx: AppContext, startedBefore: Date): Promise<number> {
  const rows = await ctx.db
    .select({ charge: membershipCharges })
    .from(membershipCharges)
    .innerJoin(planMemberships, eq(planMemberships.id, membershipCharges.membershipId))
    .where(
      and(
        eq(planMemberships.state, 'incomplete'),
        lt(membershipCharges.attemptedAt, startedBefore),
      ),
    );
  let fixed = 0;
  for (const { charge } of rows) {
    const account = charge.stripeAccountId;
    const made =
      charge.subscriptionId || charge.paymentIntentId
        ? { subscriptionId: charge.subscriptionId, paymentIntentId: charge.paymentIntentId }
        : await findMadeAtStripe(ctx, charge);
    if (made?.subscriptionId) await syncSubscription(ctx, account, made.subscriptionId);
    else if (made?.paymentIntentId) await syncPaymentIntent(ctx, account, made.paymentIntentId);
    else {
      await ctx.db
        .update(planMemberships)
        .set({ state: 'incomplete_expired', updatedAt: now() })
        .where(
          and(eq(planMemberships.id, charge.membershipId), eq(planMemberships.state, 'incomplete')),
        );
    }
    fixed++;
  }
  return fixed;
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
