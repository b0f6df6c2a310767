import type { Ctx } from '../../core/context.ts';
import {
  cancelPaymentIntent,
  confirmPaymentIntent,
  createPaymentIntent,
  OBJECT as PAYMENT_INTENT,
  type Outcome,
  type PaymentIntent,
} from '../payments/payment-intent.ts';
import type { Invoice } from './invoice-shape.ts';

const CONFIRMABLE = ['requires_payment_method', 'requires_confirmation', 'requires_action'];

/** Stripe's description of an invoice's PaymentIntent. */
function describe(invoice: Invoice): string {
  return invoice.billing_reason === 'subscription_create'
    ? 'Subscription creation'
    : 'Subscription update';
}

/** The PaymentIntent Stripe makes when it finalizes an invoice, not yet confirmed. */
export function createInvoiceIntent(
  ctx: Ctx,
  invoice: Invoice,
  options: { payment_method: string | null; application_fee_amount: number | undefined },
): Promise<PaymentIntent> {
  return createPaymentIntent(ctx, {
    amount: invoice.amount_remaining,
    currency: invoice.currency,
    customer: invoice.customer,
    payment_method: options.payment_method ?? undefined,
    payment_method_types: ['card'],
    application_fee_amount: options.application_fee_amount,
    description: describe(invoice),
  });
}

/** The invoice's default PaymentIntent while it can still be confirmed. */
export async function confirmableIntent(ctx: Ctx, invoice: Invoice): Promise<PaymentIntent | null> {
  const payment = invoice.payments?.data.find((item) => item.is_default && item.status === 'open');
  const id = payment?.payment.payment_intent;
  if (typeof id !== 'string') return null;
  const intent = await ctx.store.find<PaymentIntent>(PAYMENT_INTENT, id, { forUpdate: true });
  return intent && CONFIRMABLE.includes(intent.status) ? intent : null;
}

/** Confirms the invoice's intent through the payments module's own path. */
export function confirmInvoiceIntent(
  ctx: Ctx,
  intent: PaymentIntent,
  options: { payment_method: string; off_session: boolean },
): Promise<Outcome> {
  return confirmPaymentIntent(ctx, intent, options);
}

/** A voided (or otherwise settled) invoice's intent is canceled, as Stripe does. */
export async function cancelInvoiceIntent(ctx: Ctx, invoice: Invoice): Promise<void> {
  const intent = await confirmableIntent(ctx, invoice);
  if (intent) await cancelPaymentIntent(ctx, intent, 'void_invoice');
}
