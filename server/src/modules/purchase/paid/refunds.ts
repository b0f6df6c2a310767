import { and, eq, isNull, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import { formatPrice } from '@forma/contract/programs/programs.rules';
import type { AppContext } from '../../../platform/context.ts';
import { now } from '../../../platform/clock.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import { emitEvent } from '../../../platform/events/emit-event.ts';
import type { StripeWebhookHandler } from '../../../platform/stripe/webhook-handlers.ts';
import type { MembershipRow } from '../purchase.presenter.ts';
import { paidMessages } from './paid.messages.ts';
import { payments } from './paid.tables.ts';
import { lastPaymentOf, refundableOf, type PaymentRow } from './payment-summaries.ts';
import { idOf } from './stripe-reads.ts';
import './paid.events.ts';

/** The last payment the coach asks to refund `amount` of, or the refusal (before anything moves). */
export async function refundablePayment(
  ctx: AppContext,
  membershipId: number,
  amount: number,
): Promise<PaymentRow> {
  const payment = await lastPaymentOf(ctx.db, membershipId);
  if (!payment) throw new AppError('INVALID', paidMessages.nothingToRefund);
  const refundable = refundableOf(payment);
  if (refundable === 0) throw new AppError('INVALID', paidMessages.alreadyRefunded);
  if (amount > refundable) {
    const message = paidMessages.refundTooLarge(formatPrice(refundable, payment.currency));
    throw new AppError('INVALID', message, { refund_amount: [message] });
  }
  return payment;
}

/**
 * Claims the payment's one refund: of any number of concurrent requests one wins, the others are
 * refused. The claim is given back if Stripe then refuses the refund.
 */
export async function claimRefund(ctx: AppContext, payment: PaymentRow): Promise<void> {
  const [claimed] = await ctx.db
    .update(payments)
    .set({ refundedAt: now(), updatedAt: now() })
    .where(
      and(eq(payments.id, payment.id), isNull(payments.refundedAt), eq(payments.refundedAmount, 0)),
    )
    .returning({ id: payments.id });
  if (!claimed) throw new AppError('INVALID', paidMessages.alreadyRefunded);
}

export async function releaseRefund(ctx: AppContext, payment: PaymentRow): Promise<void> {
  await ctx.db
    .update(payments)
    .set({ refundedAt: null, updatedAt: now() })
    .where(and(eq(payments.id, payment.id), isNull(payments.refundId)));
}

/**
 * Refunds `amount` of a claimed payment on the coach's account, the platform fee given back in
 * proportion; the idempotency key is the payment's, so a retried request refunds once.
 */
export async function refundPayment(
  ctx: AppContext,
  membership: MembershipRow,
  payment: PaymentRow,
  amount: number,
): Promise<void> {
  const refund = await ctx.stripe.refunds.create(
    { payment_intent: payment.paymentIntentId, amount, refund_application_fee: true },
    { stripeAccount: payment.stripeAccountId, idempotencyKey: `refund-${payment.id}` },
  );
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(payments)
      .set({
        refundId: refund.id,
        refundedAmount: sql`greatest(${payments.refundedAmount}, ${refund.amount})`,
        updatedAt: now(),
      })
      .where(eq(payments.id, payment.id));
    await emitEvent(tx, 'payment.refunded', {
      membershipId: membership.id,
      planId: membership.planId,
      accountId: membership.accountId,
      userId: membership.userId,
      paymentId: payment.id,
      refundId: refund.id,
      amount: refund.amount,
      currency: payment.currency,
    });
  });
}

/** `charge.refunded`: the payment's row takes what Stripe's charge says was refunded. */
export const chargeRefunded: StripeWebhookHandler = async (ctx, event) => {
  if (!event.account) return;
  const charge = await ctx.stripe.charges.retrieve(
    (event.data.object as Stripe.Charge).id,
    {},
    { stripeAccount: event.account },
  );
  const intentId = idOf(charge.payment_intent);
  if (!intentId) return;
  await ctx.db
    .update(payments)
    .set({
      refundedAmount: charge.amount_refunded,
      refundedAt: sql`coalesce(${payments.refundedAt}, now())`,
      chargeId: charge.id,
      updatedAt: now(),
    })
    .where(
      and(eq(payments.paymentIntentId, intentId), eq(payments.stripeAccountId, event.account)),
    );
};
