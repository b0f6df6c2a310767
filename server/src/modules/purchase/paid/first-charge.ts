import type Stripe from 'stripe';
import type { Day } from '@forma/contract/programs/days';
import { firstPaymentDay, waitsForLaunch } from '@forma/contract/purchase/purchase-steps.rules';
import type { AppContext } from '../../../platform/context.ts';
import type { PlanRow } from '../../programs/programs.api.ts';
import { cardErrorOf } from './stripe-reads.ts';

export const PLATFORM_FEE_PERCENT = 5;

/**
 * When the first payment is taken: the launch date plus any trial days, or after the trial. A
 * client coming back (`trial` false) has had theirs and pays from the start.
 */
function trialParams(plan: PlanRow, today: Day, trial: boolean) {
  if (waitsForLaunch(plan, today)) {
    const firstPayment = firstPaymentDay(plan, today, { trial });
    return { trial_end: Math.floor(Date.parse(`${firstPayment}T00:00:00Z`) / 1000) };
  }
  const trialDays = trial ? (plan.trialDays ?? 0) : 0;
  return trialDays > 0 ? { trial_period_days: trialDays } : {};
}

export type Attempt = {
  membershipId: number;
  attempt: number;
  planId: number;
  stripeAccount: string;
  customerId: string;
  stripePriceId: string;
  card: string;
  amount: number;
  currency: string;
};

export const idempotencyKey = (attempt: { membershipId: number; attempt: number }) =>
  `buy-${attempt.membershipId}-${attempt.attempt}`;

const metadataOf = (attempt: Attempt) => ({
  membership_id: String(attempt.membershipId),
  plan_id: String(attempt.planId),
  attempt: String(attempt.attempt),
});

/** The subscription of a purchase, on the coach's account; a declined first charge leaves it incomplete. */
export function createSubscription(
  ctx: AppContext,
  plan: PlanRow,
  attempt: Attempt,
  today: Day,
  { trial = true }: { trial?: boolean } = {},
): Promise<Stripe.Subscription> {
  return ctx.stripe.subscriptions.create(
    {
      customer: attempt.customerId,
      items: [{ price: attempt.stripePriceId }],
      default_payment_method: attempt.card,
      ...trialParams(plan, today, trial),
      application_fee_percent: PLATFORM_FEE_PERCENT,
      payment_behavior: 'allow_incomplete',
      off_session: false,
      metadata: metadataOf(attempt),
      expand: ['latest_invoice.confirmation_secret'],
    },
    { stripeAccount: attempt.stripeAccount, idempotencyKey: idempotencyKey(attempt) },
  );
}

/**
 * A Fixed Length program's one-off payment. A declined card is answered with the intent Stripe
 * made (in the error), so the membership keeps it for the retry.
 */
export async function createOneOffPayment(
  ctx: AppContext,
  attempt: Attempt,
): Promise<Stripe.PaymentIntent> {
  try {
    return await ctx.stripe.paymentIntents.create(
      {
        amount: attempt.amount,
        currency: attempt.currency.toLowerCase(),
        customer: attempt.customerId,
        payment_method: attempt.card,
        confirm: true,
        off_session: false,
        application_fee_amount: Math.round((attempt.amount * PLATFORM_FEE_PERCENT) / 100),
        metadata: metadataOf(attempt),
      },
      { stripeAccount: attempt.stripeAccount, idempotencyKey: idempotencyKey(attempt) },
    );
  } catch (error) {
    const intent = cardErrorOf(error)?.payment_intent;
    if (intent) return intent;
    throw error;
  }
}
