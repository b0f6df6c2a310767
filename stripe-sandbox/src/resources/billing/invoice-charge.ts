import type Stripe from 'stripe';
import type { Ctx } from '../../core/context.ts';
import type { StripeApiError } from '../../core/errors.ts';
import { chargeCustomer } from '../payments/charge.ts';
import type { Invoice } from './invoice-shape.ts';

/** Stripe's description of an invoice's PaymentIntent. */
function describe(invoice: Invoice): string {
  return invoice.billing_reason === 'subscription_create'
    ? 'Subscription creation'
    : 'Subscription update';
}

/** Charges the invoice's remaining amount through the payments module's own path. */
export function chargeInvoice(
  ctx: Ctx,
  invoice: Invoice,
  options: { payment_method: string; off_session: boolean; application_fee_amount?: number },
): Promise<{ intent: Stripe.PaymentIntent; error: StripeApiError | null }> {
  return chargeCustomer(ctx, {
    amount: invoice.amount_remaining,
    currency: invoice.currency,
    customer: invoice.customer,
    payment_method: options.payment_method,
    off_session: options.off_session,
    application_fee_amount: options.application_fee_amount,
    description: describe(invoice),
    invoice: invoice.id,
  });
}
