import type { Ctx } from '../../core/context.ts';
import type { StripeApiError } from '../../core/errors.ts';
import { confirmPaymentIntent } from './confirm-payment.ts';
import { createPaymentIntent, type PaymentIntent } from './payment-intent.ts';

export type ChargeCustomer = {
  amount: number;
  currency: string;
  customer: string;
  /** A PaymentMethod id of the customer, or one of Stripe's test ids (`pm_card_visa`). */
  payment_method: string;
  /** True when the customer is away (renewals, retries): a card needing 3-D Secure is refused. */
  off_session: boolean;
  /** Only on a connected account (`ctx.account`): the platform's share. */
  application_fee_amount?: number;
  description?: string;
  metadata?: Record<string, string>;
  /**
   * The invoice this pays. This API version's PaymentIntent has no `invoice` field (invoices
   * list their payments), so it only names the payment: 'Payment for Invoice'.
   */
  invoice?: string;
};

/**
 * Charges a customer's card for other parts of the sandbox (subscriptions' invoices): creates
 * and confirms a PaymentIntent on the same path as `POST /v1/payment_intents` with
 * `confirm=true`. It never throws for what the card does: a decline or an off-session card
 * needing authentication comes back in `error` (the intent in `requires_payment_method`); an
 * on-session card needing authentication leaves the intent in `requires_action` with no error.
 * Other refusals (no such customer, a bad amount) throw, as the API would refuse them.
 */
export async function chargeCustomer(
  ctx: Ctx,
  input: ChargeCustomer,
): Promise<{ intent: PaymentIntent; error: StripeApiError | null }> {
  const intent = await createPaymentIntent(ctx, {
    amount: input.amount,
    currency: input.currency,
    customer: input.customer,
    payment_method: input.payment_method,
    application_fee_amount: input.application_fee_amount,
    description: input.description ?? (input.invoice ? 'Payment for Invoice' : undefined),
    metadata: input.metadata,
  });
  return confirmPaymentIntent(ctx, intent, { off_session: input.off_session });
}
