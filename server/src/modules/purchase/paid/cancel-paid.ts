import { eq } from 'drizzle-orm';
import { purchaseNotices } from '@forma/contract/programs/programs.messages';
import { now } from '../../../platform/clock.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import { requireAccess } from '../../../platform/permissions/require-access.ts';
import type { RequestContext } from '../../../platform/request-context.ts';
import { answer } from '../join-rules.ts';
import { loadPlanAccess, type PlanAccess } from '../plan-access.ts';
import { planMemberships } from '../purchase.tables.ts';
import { settleCharge } from './payment-sync/payment-sync.ts';
import { paidMessages } from './paid.messages.ts';
import { paidMembershipOf } from './paid-membership.ts';
import { releaseSchedule } from './switch-schedule.ts';
import { voidPurchase } from './void-attempt.ts';

const CANCELABLE_INTENT = new Set([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
]);

/**
 * The client cancels a paid membership (4.7): a subscription ends with its paid period
 * (cancel_at_period_end; access until then); a purchase still incomplete is voided at once
 * (whatever it made at Stripe cancelled or refunded in full); a Fixed Length purchase
 * ends at once (its open payment, if any, is cancelled). A pending price switch is dropped.
 */
export async function cancelPaid(rc: RequestContext, access: PlanAccess) {
  const { plan } = access;
  const { membership, state, charge } = await paidMembershipOf(rc, access, { unanswered: true });
  if (state === 'incomplete') {
    // Never paid as far as the client knows: whatever Stripe made is undone, never kept.
    await voidPurchase(rc, charge, { canceledBy: 'canceled_by_athlete', endDate: rc.clientDay });
    return { ...(await answer(rc, plan.id)), notice: purchaseNotices.cancelled };
  }
  const stripeAccount = charge.stripeAccountId;
  const atOnce = !charge.subscriptionId;
  if (charge.subscriptionId) {
    // Stripe leaves cancelation to a subscription's schedule: a pending switch goes with it.
    await releaseSchedule(rc, { stripeAccount, subscriptionId: charge.subscriptionId });
    await rc.stripe.subscriptions.update(
      charge.subscriptionId,
      { cancel_at_period_end: true },
      { stripeAccount },
    );
    await settleCharge(rc, charge, plan);
  } else if (charge.paymentIntentId) {
    const intent = await rc.stripe.paymentIntents.retrieve(
      charge.paymentIntentId,
      {},
      { stripeAccount },
    );
    if (CANCELABLE_INTENT.has(intent.status)) {
      await rc.stripe.paymentIntents.cancel(intent.id, {}, { stripeAccount });
    }
  }
  await rc.db
    .update(planMemberships)
    .set({
      canceledBy: 'canceled_by_athlete',
      canceledAt: now(),
      switchPriceId: null,
      ...(atOnce
        ? { state: 'canceled' as const, endDate: rc.clientDay, cancelAtPeriodEnd: false }
        : {}),
      updatedAt: now(),
    })
    .where(eq(planMemberships.id, membership.id));
  return { ...(await answer(rc, plan.id)), notice: purchaseNotices.cancelled };
}

/** POST athlete/plans/{id}/resume_subscribe: a subscription set to end goes on. */
export async function resumeSubscribe(rc: RequestContext, planId: number) {
  const { caller } = await requireAccess(rc, 'membership.cancel');
  const access = await loadPlanAccess(rc.db, caller, String(planId), rc.clientDay);
  const { membership, charge } = await paidMembershipOf(rc, access);
  if (!charge.subscriptionId || !membership.cancelAtPeriodEnd) {
    throw new AppError('INVALID', paidMessages.notResumable);
  }
  await rc.stripe.subscriptions.update(
    charge.subscriptionId,
    { cancel_at_period_end: false },
    { stripeAccount: charge.stripeAccountId },
  );
  await settleCharge(rc, charge, access.plan);
  await rc.db
    .update(planMemberships)
    .set({ canceledBy: null, canceledAt: null, updatedAt: now() })
    .where(eq(planMemberships.id, membership.id));
  return {
    ...(await answer(rc, access.plan.id)),
    notice: purchaseNotices.subscriptionResumed,
  };
}
