import { and, eq, isNotNull, lte } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../../platform/context.ts';
import { now } from '../../../platform/clock.ts';
import { defineRecurringJob } from '../../../platform/jobs/recurring-job.ts';
import { planMemberships } from '../purchase.tables.ts';
import { membershipCharges } from './paid.tables.ts';
import { syncSubscription } from './payment-sync/payment-sync.ts';
import { tellClientAndCoach } from './missed-payment-mails.ts';

const payload = z.object({}).strict();

declare module '../../../platform/jobs/job-catalogue.ts' {
  interface JobPayloads {
    'purchases.cancel_unpaid': z.infer<typeof payload>;
  }
}

const KIND = 'purchases.cancel_unpaid';
const EVERY_MS = 60 * 60_000;
/** platform 4.7: the client has 7 days from the failed renewal to pay. */
export const GRACE_MS = 7 * 24 * 60 * 60_000;

/** Stripe statuses of a subscription whose renewal is still unpaid. */
const UNPAID = new Set(['past_due', 'unpaid']);

/**
 * The 7-day rule (4.7): every subscription still unpaid 7 days after its renewal first failed is
 * cancelled at Stripe, its membership `canceled` with no canceller ('Auto Cancelled'), the
 * client and the coach told. Each is read from Stripe first (a payment that came in since is left alone); run
 * again, or at once in two processes, it cancels and tells once.
 */
export async function cancelUnpaidSubscriptions(ctx: AppContext): Promise<number> {
  const rows = await ctx.db
    .select({ membership: planMemberships, charge: membershipCharges })
    .from(planMemberships)
    .innerJoin(membershipCharges, eq(membershipCharges.membershipId, planMemberships.id))
    .where(
      and(
        eq(planMemberships.state, 'past_due'),
        lte(planMemberships.paymentFailedAt, new Date(now().getTime() - GRACE_MS)),
        isNotNull(membershipCharges.subscriptionId),
      ),
    );
  let canceled = 0;
  for (const { membership, charge } of rows) {
    const stripeAccount = charge.stripeAccountId;
    const subscriptionId = charge.subscriptionId!;
    const subscription = await ctx.stripe.subscriptions.retrieve(
      subscriptionId,
      {},
      { stripeAccount },
    );
    if (UNPAID.has(subscription.status)) {
      await ctx.stripe.subscriptions.cancel(
        subscriptionId,
        {},
        { stripeAccount, idempotencyKey: `auto-cancel-${membership.id}-${subscriptionId}` },
      );
    }
    // A client's earlier 'cancel at the period end' gave way to the missed payment.
    await ctx.db
      .update(planMemberships)
      .set({ canceledBy: null, updatedAt: now() })
      .where(and(eq(planMemberships.id, membership.id), eq(planMemberships.state, 'past_due')));
    const synced = await syncSubscription(ctx, stripeAccount, subscriptionId);
    if (synced?.state === 'canceled') {
      await tellClientAndCoach(
        ctx,
        synced,
        { client: 'auto_canceled', coach: 'coach_auto_canceled' },
        subscriptionId,
      );
      canceled++;
    }
  }
  return canceled;
}

const sweep = defineRecurringJob({
  kind: KIND,
  payload: payload,
  everyMs: EVERY_MS,
  run: cancelUnpaidSubscriptions,
});

/** Queues the first sweep unless one waits (each process's start). */
export const queueUnpaidCancellation = sweep.queueFirst;

/** Every hour: subscriptions unpaid for 7 days, cancelled. */
export const cancelUnpaidSubscriptionsJob = sweep.job;
