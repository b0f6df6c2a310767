import { and, eq, ne } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { AppContext } from '../../../../platform/context.ts';
import { now } from '../../../../platform/clock.ts';
import { emitEvent } from '../../../../platform/events/emit-event.ts';
import type { planMemberships } from '../../purchase.tables.ts';
import { payments } from '../paid.tables.ts';
import { idOf } from '../stripe-reads.ts';
import '../paid.events.ts';

type MembershipRow = typeof planMemberships.$inferSelect;

/** How a PaymentIntent's outcome is kept: succeeded, failed (declined), or still open. */
function statusOf(intent: Stripe.PaymentIntent): string {
  if (intent.status === 'succeeded') return 'succeeded';
  if (intent.last_payment_error && intent.status === 'requires_payment_method') return 'failed';
  return intent.status;
}

/**
 * Records a membership's payment as Stripe has it (one row per PaymentIntent, written as state,
 * so any number of calls in any order leave one row), and tells of its success or failure once
 * per change.
 */
export async function recordIntentPayment(
  ctx: AppContext,
  stripeAccount: string,
  membership: MembershipRow,
  intentId: string,
  invoiceId: string | null,
): Promise<void> {
  const intent = await ctx.stripe.paymentIntents.retrieve(
    intentId,
    { expand: ['latest_charge'] },
    { stripeAccount },
  );
  const status = statusOf(intent);
  const charge = intent.latest_charge as Stripe.Charge | string | null;
  const values = {
    membershipId: membership.id,
    stripeAccountId: stripeAccount,
    invoiceId,
    paymentIntentId: intent.id,
    chargeId: idOf(charge),
    amount: intent.amount,
    applicationFee: intent.application_fee_amount ?? 0,
    currency: intent.currency.toUpperCase(),
    status,
    failureMessage: intent.last_payment_error?.message ?? null,
    paidAt:
      status === 'succeeded' && charge && typeof charge !== 'string'
        ? new Date(charge.created * 1000)
        : null,
    stripeCreated: intent.created,
    updatedAt: now(),
  };
  await ctx.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(payments)
      .values(values)
      .onConflictDoNothing({ target: payments.paymentIntentId })
      .returning({ id: payments.id });
    const changed =
      inserted ??
      (
        await tx
          .update(payments)
          .set({ ...values, invoiceId: invoiceId ?? undefined })
          .where(and(eq(payments.paymentIntentId, intent.id), ne(payments.status, status)))
          .returning({ id: payments.id })
      )[0];
    if (!changed || (status !== 'succeeded' && status !== 'failed')) return;
    await emitEvent(tx, status === 'succeeded' ? 'payment.succeeded' : 'payment.failed', {
      membershipId: membership.id,
      planId: membership.planId,
      accountId: membership.accountId,
      userId: membership.userId,
      paymentIntentId: intent.id,
      invoiceId,
      amount: values.amount,
      applicationFee: values.applicationFee,
      currency: values.currency,
      failureMessage: values.failureMessage,
    });
  });
}
