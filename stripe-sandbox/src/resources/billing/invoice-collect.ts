import type Stripe from 'stripe';
import type { Ctx } from '../../core/context.ts';
import { invalidRequest, type StripeApiError } from '../../core/errors.ts';
import {
  cancelInvoiceIntent,
  confirmableIntent,
  confirmInvoiceIntent,
  createInvoiceIntent,
} from './invoice-charge.ts';
import { addInvoicePayment, cancelOpenPayments, markPaymentPaid } from './invoice-payments.ts';
import { INVOICE, RETRY_DAYS, subscriptionOf, type Invoice } from './invoice-shape.ts';
import { SUBSCRIPTION, type Subscription } from './subscription-shape.ts';
import { afterInvoiceFailed, afterInvoiceSettled } from './subscription-status.ts';

const DAY = 86_400;

export const NO_PAYMENT_METHOD =
  'This customer has no attached payment source or default payment method. Please consider adding a default payment method. For more information, visit https://docs.stripe.com/billing/subscriptions/payment-methods-setting#payment-method-priority.';

async function subscriptionFor(ctx: Ctx, invoice: Invoice): Promise<Subscription | null> {
  const id = subscriptionOf(invoice);
  return id ? ctx.store.find<Subscription>(SUBSCRIPTION, id) : null;
}

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

/** The platform's share of a connected account's invoice: its percent of the total, rounded. */
function applicationFee(invoice: Invoice, subscription: Subscription | null): number | undefined {
  const percent = subscription?.application_fee_percent;
  if (percent === null || percent === undefined) return undefined;
  return Math.round((invoice.amount_remaining * percent) / 100);
}

/**
 * Draft to open: the invoice gets its number and, when there is something to pay, the
 * PaymentIntent that pays it (its `confirmation_secret`); a zero invoice is paid at once.
 */
export async function finalizeInvoice(
  ctx: Ctx,
  draft: Invoice,
  now: number,
  /** The subscription being created, not stored yet; otherwise the stored one is read. */
  creating?: Subscription,
): Promise<Invoice> {
  const customer = await ctx.store.find<Stripe.Customer>('customer', draft.customer);
  let number: string | null = null;
  if (customer) {
    const sequence = customer.next_invoice_sequence ?? 1;
    number = `${customer.invoice_prefix}-${String(sequence).padStart(4, '0')}`;
    await ctx.store.save({ ...customer, next_invoice_sequence: sequence + 1 });
  }
  let invoice: Invoice = {
    ...draft,
    number,
    status: 'open',
    automatically_finalizes_at: null,
    effective_at: now,
    status_transitions: { ...draft.status_transitions, finalized_at: now },
  };
  if (invoice.amount_due > 0) {
    const subscription = creating ?? (await subscriptionFor(ctx, invoice));
    const intent = await createInvoiceIntent(ctx, invoice, {
      payment_method: await paymentMethodFor(ctx, invoice, subscription),
      application_fee_amount: applicationFee(invoice, subscription),
    });
    invoice = await addInvoicePayment(ctx, invoice, intent, now);
  }
  await ctx.store.save(invoice);
  await ctx.emit('invoice.finalized', invoice);
  if (invoice.amount_due === 0) return markInvoicePaid(ctx, invoice, null, now);
  return invoice;
}

/** The invoice is paid: by this PaymentIntent, or out of band / with nothing to pay (null). */
export async function markInvoicePaid(
  ctx: Ctx,
  open: Invoice,
  intent: Stripe.PaymentIntent | null,
  now: number,
): Promise<Invoice> {
  let invoice: Invoice = {
    ...open,
    status: 'paid',
    // The payment that succeeded was an attempt too.
    attempt_count: open.attempt_count + (intent ? 1 : 0),
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
    if (open.amount_due > 0) await cancelInvoiceIntent(ctx, open);
    invoice = { ...invoice, payments: await cancelOpenPayments(ctx, open.id, now) };
    await ctx.store.save(invoice);
  }
  await ctx.emit('invoice.paid', invoice);
  await ctx.emit('invoice.payment_succeeded', invoice);
  await afterInvoiceSettled(ctx, invoice, now);
  return invoice;
}

/** When the next automatic attempt is due, counted from the first (null: no more). */
function nextAttempt(invoice: Invoice): number | null {
  // Stripe does not retry a subscription's first invoice: the customer is there to pay it.
  if (!invoice.auto_advance || invoice.billing_reason === 'subscription_create') return null;
  const days = RETRY_DAYS[invoice.attempt_count - 1];
  const first = invoice.status_transitions.finalized_at;
  return days === undefined || first === null ? null : first + days * DAY;
}

/** An attempt did not pay the invoice: it is counted, the next one scheduled, webhooks told. */
export async function recordFailedAttempt(
  ctx: Ctx,
  open: Invoice,
  type: 'invoice.payment_failed' | 'invoice.payment_action_required',
): Promise<Invoice> {
  const counted: Invoice = { ...open, attempt_count: open.attempt_count + 1, attempted: true };
  const failed: Invoice = { ...counted, next_payment_attempt: nextAttempt(counted) };
  await ctx.store.save(failed);
  await ctx.emit(type, failed);
  await afterInvoiceFailed(ctx, failed);
  return failed;
}

export type Attempt = {
  invoice: Invoice;
  intent: Stripe.PaymentIntent | null;
  /** The card's refusal, or the missing payment method; null when paid or waiting on 3-D Secure. */
  error: StripeApiError | null;
};

/**
 * Charges an open invoice once, as an automatic attempt or `invoices.pay` does, by confirming
 * its PaymentIntent. What the card does settles the invoice through the payments module's
 * events (see `reactions.ts`), the same way as when the customer confirms it.
 */
export async function attemptInvoice(
  ctx: Ctx,
  open: Invoice,
  options: { off_session: boolean; payment_method?: string; now: number; creating?: Subscription },
): Promise<Attempt> {
  const subscription = options.creating ?? (await subscriptionFor(ctx, open));
  const method = options.payment_method ?? (await paymentMethodFor(ctx, open, subscription));
  if (!method) {
    const invoice = await recordFailedAttempt(ctx, open, 'invoice.payment_failed');
    return {
      invoice,
      intent: null,
      error: invalidRequest(NO_PAYMENT_METHOD, undefined, 'resource_missing'),
    };
  }
  let intent = await confirmableIntent(ctx, open);
  if (!intent) {
    intent = await createInvoiceIntent(ctx, open, {
      payment_method: method,
      application_fee_amount: applicationFee(open, subscription),
    });
    await ctx.store.save(await addInvoicePayment(ctx, open, intent, options.now));
  }
  const outcome = await confirmInvoiceIntent(ctx, intent, {
    payment_method: method,
    off_session: options.off_session,
  });
  const invoice = await ctx.store.get<Invoice>(INVOICE, open.id);
  return { invoice, intent: outcome.intent, error: outcome.error };
}

/** Voids an open invoice: its intent is canceled, and its subscription learns of it. */
export async function voidOpenInvoice(ctx: Ctx, invoice: Invoice, now: number): Promise<Invoice> {
  await cancelInvoiceIntent(ctx, invoice);
  const voided: Invoice = {
    ...invoice,
    status: 'void',
    amount_remaining: 0,
    auto_advance: false,
    next_payment_attempt: null,
    payments: await cancelOpenPayments(ctx, invoice.id, now),
    status_transitions: { ...invoice.status_transitions, voided_at: now },
  };
  await ctx.store.save(voided);
  await ctx.emit('invoice.voided', voided);
  await afterInvoiceSettled(ctx, voided, now);
  return voided;
}
