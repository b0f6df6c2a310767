/**
 * The payment-sync module's one entry (paid/payment-sync/): what Stripe says about a membership's
 * charge, read back and written here. The flow goes one way: this file → membership-sync.ts (the
 * membership's state from its subscription or PaymentIntent) → payment-records.ts (the payment
 * rows and their events); both read Stripe's shapes with ../stripe-reads.ts. Files outside the
 * folder import this file only.
 */
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { AppContext } from '../../../../platform/context.ts';
import type { PlanRow } from '../../../programs/programs.api.ts';
import { membershipCharges } from '../paid.tables.ts';
import { outcomeOf, type PayOutcome } from '../pay-outcome.ts';
import { subscriptionIntent, syncPaymentIntent, syncSubscription } from './membership-sync.ts';

export { syncPaymentIntent, syncSubscription } from './membership-sync.ts';
export { recordIntentPayment } from './payment-records.ts';

export type ChargeRow = typeof membershipCharges.$inferSelect;

export async function chargeOf(ctx: AppContext, membershipId: number): Promise<ChargeRow | null> {
  const [row] = await ctx.db
    .select()
    .from(membershipCharges)
    .where(eq(membershipCharges.membershipId, membershipId));
  return row ?? null;
}

/** The PaymentIntent the membership's charge is paid with now (the open invoice's, or its own). */
export async function currentIntent(
  ctx: AppContext,
  charge: ChargeRow,
): Promise<{ invoice: Stripe.Invoice | null; intent: Stripe.PaymentIntent | null }> {
  const stripeAccount = charge.stripeAccountId;
  if (charge.subscriptionId) return subscriptionIntent(ctx, stripeAccount, charge.subscriptionId);
  if (!charge.paymentIntentId) return { invoice: null, intent: null };
  const intent = await ctx.stripe.paymentIntents.retrieve(
    charge.paymentIntentId,
    {},
    { stripeAccount },
  );
  return { invoice: null, intent };
}

/** Reads the charge back from Stripe, writes the membership, and says where the payment stands. */
export async function settleCharge(
  ctx: AppContext,
  charge: ChargeRow,
  plan: PlanRow,
): Promise<PayOutcome> {
  const stripeAccount = charge.stripeAccountId;
  const membership = charge.subscriptionId
    ? await syncSubscription(ctx, stripeAccount, charge.subscriptionId)
    : charge.paymentIntentId
      ? await syncPaymentIntent(ctx, stripeAccount, charge.paymentIntentId)
      : null;
  const { intent } = await currentIntent(ctx, charge);
  return outcomeOf(membership, intent, stripeAccount, plan);
}
