import { eq } from 'drizzle-orm';
import type { CancelPlanClientBody } from '@forma/contract/purchase/purchase.schemas';
import { inviteMessages } from '@forma/contract/programs/programs.messages';
import type { MembershipState } from '@forma/contract/programs/programs.rules';
import { now } from '../../../platform/clock.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import { emitEvent } from '../../../platform/events/emit-event.ts';
import type { RequestContext } from '../../../platform/request-context.ts';
import type { PlanRow } from '../../programs/programs.api.ts';
import { isOngoing } from '../membership-groups.ts';
import type { MembershipRow } from '../purchase.presenter.ts';
import { planMemberships } from '../purchase.tables.ts';
import { chargeOf, settleCharge, type ChargeRow } from './payment-sync/payment-sync.ts';
import { paidMessages } from './paid.messages.ts';
import { cancelChoicesOf } from './payment-summaries.ts';
import { releaseSchedule } from './switch-schedule.ts';
import { voidPurchase } from './void-attempt.ts';
import { claimRefund, refundablePayment, refundPayment, releaseRefund } from './refunds.ts';
import './paid.events.ts';

const OPEN_INTENT = new Set([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
]);

/**
 * The coach ends a client's membership (spec 2.4, 4.7): `period_end` lets a subscription run to
 * the end of its paid period; `now` ends it today (access ceases from tomorrow) with an optional
 * refund of the last payment, once per payment. Refusals come before anything moves; a membership
 * not ongoing is refused.
 */
export async function cancelByCoach(
  rc: RequestContext,
  plan: PlanRow,
  membership: MembershipRow,
  state: MembershipState,
  body: CancelPlanClientBody,
): Promise<void> {
  const when = body?.when ?? 'now';
  const refundAmount = body?.refund_amount;
  // The payment's own refusals first: a second refund says so even once the membership ended.
  const payment =
    refundAmount !== undefined ? await refundablePayment(rc, membership.id, refundAmount) : null;
  if (!isOngoing(state)) throw new AppError('INVALID', inviteMessages.notStarted);
  const charge = membership.amount > 0 ? await chargeOf(rc, membership.id) : null;
  const subscriptionId = charge?.subscriptionId ?? null;
  if (!cancelChoicesOf(membership, state, subscriptionId).includes(when)) {
    throw new AppError('INVALID', paidMessages.onlyNow);
  }
  if (payment && when !== 'now') throw new AppError('INVALID', paidMessages.refundOnlyNow);
  if (payment) await claimRefund(rc, payment);
  try {
    if (charge && state === 'incomplete') {
      // It never gave access: whatever the attempt made at Stripe is undone, never kept.
      await voidPurchase(rc, charge, { canceledBy: 'canceled_by_coach', endDate: rc.clientDay });
    } else if (charge) {
      await stopCharging(rc, plan, charge, when);
    }
    if (payment && refundAmount !== undefined) {
      await refundPayment(rc, membership, payment, refundAmount);
    }
  } catch (error) {
    if (payment) await releaseRefund(rc, payment);
    throw error;
  }
  await endMembership(rc, membership, when, subscriptionId);
}

/**
 * Stripe stops charging: the subscription ends now or with its period (its schedule, and so a
 * pending switch, released first); an open payment is dropped.
 */
async function stopCharging(
  rc: RequestContext,
  plan: PlanRow,
  charge: ChargeRow,
  when: 'now' | 'period_end',
) {
  const stripeAccount = charge.stripeAccountId;
  if (charge.subscriptionId) {
    if (when === 'period_end') {
      await releaseSchedule(rc, { stripeAccount, subscriptionId: charge.subscriptionId });
      await rc.stripe.subscriptions.update(
        charge.subscriptionId,
        { cancel_at_period_end: true },
        { stripeAccount },
      );
    } else {
      const subscription = await rc.stripe.subscriptions.retrieve(
        charge.subscriptionId,
        {},
        { stripeAccount },
      );
      // A cancelled subscription stays so: its id keys the one cancel, however often it is asked.
      if (subscription.status !== 'canceled' && subscription.status !== 'incomplete_expired') {
        await rc.stripe.subscriptions.cancel(
          charge.subscriptionId,
          {},
          { stripeAccount, idempotencyKey: `coach-cancel-${charge.subscriptionId}` },
        );
      }
    }
    await settleCharge(rc, charge, plan);
  } else if (charge.paymentIntentId) {
    const intent = await rc.stripe.paymentIntents.retrieve(
      charge.paymentIntentId,
      {},
      { stripeAccount },
    );
    if (OPEN_INTENT.has(intent.status)) {
      await rc.stripe.paymentIntents.cancel(intent.id, {}, { stripeAccount });
    }
  }
}

async function endMembership(
  rc: RequestContext,
  membership: MembershipRow,
  when: 'now' | 'period_end',
  subscriptionId: string | null,
) {
  await rc.db.transaction(async (tx) => {
    await tx
      .update(planMemberships)
      .set({
        canceledBy: 'canceled_by_coach',
        canceledAt: now(),
        switchPriceId: null,
        ...(when === 'now'
          ? { state: 'canceled' as const, endDate: rc.clientDay, cancelAtPeriodEnd: false }
          : {}),
        updatedAt: now(),
      })
      .where(eq(planMemberships.id, membership.id));
    if (membership.amount === 0) return;
    await emitEvent(tx, 'membership.canceled_by_coach', {
      membershipId: membership.id,
      planId: membership.planId,
      accountId: membership.accountId,
      userId: membership.userId,
      when,
      subscriptionId,
    });
  });
}
