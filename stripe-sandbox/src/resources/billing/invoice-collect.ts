import type Stripe from 'stripe';
import type { Ctx } from '../../core/context.ts';
import { invalidRequest, type StripeApiError } from '../../core/errors.ts';
import { chargeInvoice } from './invoice-charge.ts';
import { addInvoicePayment, markPaymentPaid } from './invoice-payments.ts';
import { RETRY_DAYS, subscriptionOf, type Invoice } from './invoice-shape.ts';
import { afterInvoiceFailed, afterInvoiceSettled } from './subscription-status.ts';
import { SUBSCRIPTION, type Subscription } from './subscription-shape.ts';

const DAY = 86_400;

export const NO_PAYMENT_METHOD =
  'This customer has no attached payment source or default payment method. Please consider adding a default payment method. For more information, visit https://docs.stripe.com/billing/subscriptions/payment-methods-setting#payment-method-priority.';

/**
 * Whether collecting an invoice also moves its subscription's status. Creating a subscription
 * settles its status itself, after its first invoice.
 */
export type Settle = { subscription: boolean };

/** The payment method an invoice is charged with: the invoice's, the subscription's, the customer's. */
export async function paymentMethodFor(
  ctx: Ctx,
  invoice: Invoice,
  subscription: Subscription | null,
): Promise<string | null> {
  if (invoice.default_payment_method) return invoice.default_payment_method as string;
  if (subscription?.default_payment_method) return subscription.default_payment_method as string;
  const customer = await ctx.store.find<Stripe.Customer>('customer', invoice.customer);
  const method = customer?.invoice_settings.default_payment_method;
  return (typeof method === 'string' ? method : method?.id) ?? null;
}

async function emitAll(ctx: Ctx, types: string[], invoice: Invoice): Promise<void> {
  for (const type of types) await ctx.emit(type, invoice);
}

/** Draft to open: the invoice gets its number; a zero invoice is paid at once. */
export async function finalizeInvoice(
  ctx: Ctx,
  draft: Invoice,
  now: number,
  settle: Settle = { subscription: true },
): Promise<Invoice> {
  const customer = await ctx.store.find<Stripe.Customer>('customer', draft.customer);
  let number: string | null = null;
  if (customer) {
    const sequence = customer.next_invoice_sequence ?? 1;
    number = `${customer.invoice_prefix}-${String(sequence).padStart(4, '0')}`;
    await ctx.store.save({ ...customer, next_invoice_sequence: sequence + 1 });
  }
  const invoice: Invoice = {
    ...draft,
    number,
    status: 'open',
    automatically_finalizes_at: null,
    effective_at: now,
    status_transitions: { ...draft.status_transitions, finalized_at: now },
  };
  await ctx.store.save(invoice);
  await ctx.emit('invoice.finalized', invoice);
  if (invoice.amount_due === 0) return markInvoicePaid(ctx, invoice, null, now, settle);
  return invoice;
}

/** The invoice is paid: by this PaymentIntent, or with nothing to pay (null). */
export async function markInvoicePaid(
  ctx: Ctx,
  open: Invoice,
  intent: Stripe.PaymentIntent | null,
  now: number,
  settle: Settle = { subscription: true },
): Promise<Invoice> {
  let invoice: Invoice = {
    ...open,
    status: 'paid',
    amount_paid: open.amount_due,
    amount_remaining: 0,
    attempted: true,
    next_payment_attempt: null,
    status_transitions: { ...open.status_transitions, paid_at: now },
  };
  if (intent) {
    const { payments, paid } = await markPaymentPaid(ctx, invoice, intent.id, open.amount_due, now);
    invoice = { ...invoice, payments };
    await ctx.store.save(invoice);
    if (paid) await ctx.emit('invoice_payment.paid', paid);
  } else {
    await ctx.store.save(invoice);
  }
  await emitAll(ctx, ['invoice.paid', 'invoice.payment_succeeded'], invoice);
  if (settle.subscription) await afterInvoiceSettled(ctx, invoice, now);
  return invoice;
}

/** When the next automatic attempt is due after `attempts` failed ones (null: no more). */
function nextAttempt(invoice: Invoice): number | null {
  if (!invoice.auto_advance || invoice.billing_reason === 'subscription_create') return null;
  const days = RETRY_DAYS[invoice.attempt_count - 1];
  const first = invoice.status_transitions.finalized_at;
  return days === undefined || first === null ? null : first + days * DAY;
}

export type Attempt = {
  invoice: Invoice;
  intent: Stripe.PaymentIntent | null;
  /** The card's refusal, or the missing payment method; null when the invoice is paid. */
  error: StripeApiError | null;
};

/** Charges an open invoice once, as an automatic attempt or `invoices.pay` does. */
export async function attemptInvoice(
  ctx: Ctx,
  open: Invoice,
  options: { off_session: boolean; payment_method?: string; now: number; settle?: Settle },
): Promise<Attempt> {
  const { now } = options;
  const settle = options.settle ?? { subscription: true };
  const subscriptionId = subscriptionOf(open);
  const subscription = subscriptionId
    ? await ctx.store.find<Subscription>(SUBSCRIPTION, subscriptionId)
    : null;
  let invoice: Invoice = { ...open, attempt_count: open.attempt_count + 1, attempted: true };
  const method = options.payment_method ?? (await paymentMethodFor(ctx, invoice, subscription));
  let intent: Stripe.PaymentIntent | null = null;
  let error: StripeApiError | null = null;
  if (!method) {
    error = invalidRequest(NO_PAYMENT_METHOD, undefined, 'resource_missing');
  } else {
    const fee = subscription?.application_fee_percent;
    const charged = await chargeInvoice(ctx, invoice, {
      payment_method: method,
      off_session: options.off_session,
      application_fee_amount:
        fee === null || fee === undefined
          ? undefined
          : Math.round((invoice.amount_remaining * fee) / 100),
    });
    intent = charged.intent;
    error = charged.error;
    invoice = await addInvoicePayment(ctx, invoice, intent, now);
    if (intent.status === 'succeeded') {
      return { invoice: await markInvoicePaid(ctx, invoice, intent, now, settle), intent, error };
    }
  }
  invoice = { ...invoice, next_payment_attempt: nextAttempt(invoice) };
  await ctx.store.save(invoice);
  const needsAction = intent?.status === 'requires_action';
  await ctx.emit(needsAction ? 'invoice.payment_action_required' : 'invoice.payment_failed', invoice);
  if (settle.subscription) await afterInvoiceFailed(ctx, invoice);
  return { invoice, intent, error };
}

/** Voids an open invoice: nothing more is collected, and its subscription learns of it. */
export async function voidOpenInvoice(ctx: Ctx, invoice: Invoice, now: number): Promise<Invoice> {
  const voided: Invoice = {
    ...invoice,
    status: 'void',
    amount_remaining: 0,
    auto_advance: false,
    next_payment_attempt: null,
    status_transitions: { ...invoice.status_transitions, voided_at: now },
  };
  await ctx.store.save(voided);
  await ctx.emit('invoice.voided', voided);
  await afterInvoiceSettled(ctx, voided, now);
  return voided;
}
