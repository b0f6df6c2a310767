import type Stripe from 'stripe';
import type { Ctx } from '../../core/context.ts';
import { newId } from '../../core/ids.ts';
import type { Period, Subscription, SubscriptionItem } from './subscription-shape.ts';

export type Invoice = Stripe.Invoice & { customer: string; test_clock: string | null };
export type InvoiceLine = Stripe.InvoiceLineItem;

export const INVOICE = 'invoice';
/** Stripe finalizes a renewal's draft invoice about an hour after creating it. */
export const FINALIZE_AFTER = 3600;

/** Smart Retries as Forma configures them: a failed renewal is tried again 1, 3, 5 and 7 days later. */
export const RETRY_DAYS = [1, 3, 5, 7];

/** A subscription invoice's billing reason. */
export type BillingReason = 'subscription_create' | 'subscription_cycle' | 'subscription_update';

export type NewLine = { item: SubscriptionItem; amount: number; description: string };

function money(amount: number, currency: string): string {
  const format = new Intl.NumberFormat('en-US', { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amount / 10 ** digits);
}

/** Stripe's line text: `1 × Coaching (at $20.00 / month)`. */
export function lineDescription(item: SubscriptionItem, productName: string): string {
  const recurring = item.price.recurring!;
  const every =
    recurring.interval_count === 1
      ? recurring.interval
      : `every ${recurring.interval_count} ${recurring.interval}s`;
  const unit = money(item.price.unit_amount ?? 0, item.price.currency);
  return `${item.quantity ?? 1} × ${productName} (at ${unit} / ${every})`;
}

function newLine(
  invoice: string,
  subscription: string,
  line: NewLine,
  period: Period,
): InvoiceLine {
  const { item } = line;
  return {
    id: newId('il', 24),
    object: 'line_item',
    amount: line.amount,
    currency: item.price.currency,
    description: line.description,
    discount_amounts: [],
    discountable: true,
    discounts: [],
    invoice,
    livemode: false,
    metadata: {},
    parent: {
      type: 'subscription_item_details',
      invoice_item_details: null,
      subscription_item_details: {
        invoice_item: null,
        proration: false,
        proration_details: { credited_items: null },
        subscription,
        subscription_item: item.id,
      },
    },
    period,
    pretax_credit_amounts: [],
    pricing: {
      type: 'price_details',
      price_details: { price: item.price.id, product: item.price.product as string },
      unit_amount_decimal: String(item.price.unit_amount ?? 0),
    },
    quantity: item.quantity ?? 1,
    quantity_decimal: String(item.quantity ?? 1),
    subscription,
    subtotal: line.amount,
    taxes: [],
  } as unknown as InvoiceLine;
}

export type NewInvoice = {
  subscription: Subscription;
  reason: BillingReason;
  lines: NewLine[];
  /** The service period the lines bill. */
  period: Period;
  /** The invoice's own period: for a renewal, the period that just ended. */
  invoicePeriod: Period;
  created: number;
  /** When the draft finalizes by itself; null keeps it a draft (an unpaid subscription's). */
  finalizesAt: number | null;
};

/** A draft invoice of a subscription, in Stripe's shape. */
export async function newInvoice(ctx: Ctx, fields: NewInvoice): Promise<Invoice> {
  const { subscription } = fields;
  const customer = await ctx.store.find<Stripe.Customer>('customer', subscription.customer);
  const id = newId('in', 24);
  const lines = fields.lines.map((line) => newLine(id, subscription.id, line, fields.period));
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  return {
    id,
    object: 'invoice',
    account_country: 'US',
    account_name: null,
    account_tax_ids: null,
    amount_due: total,
    amount_overpaid: 0,
    amount_paid: 0,
    amount_remaining: total,
    amount_shipping: 0,
    application: null,
    attempt_count: 0,
    attempted: false,
    auto_advance: fields.finalizesAt !== null,
    automatic_tax: {
      disabled_reason: null,
      enabled: false,
      liability: null,
      provider: null,
      status: null,
    },
    automatically_finalizes_at: fields.finalizesAt,
    billing_reason: fields.reason,
    collection_method: 'charge_automatically',
    confirmation_secret: null,
    created: fields.created,
    currency: subscription.currency,
    custom_fields: null,
    customer: subscription.customer,
    customer_account: null,
    customer_address: customer?.address ?? null,
    customer_email: customer?.email ?? null,
    customer_name: customer?.name ?? null,
    customer_phone: customer?.phone ?? null,
    customer_shipping: null,
    customer_tax_exempt: 'none',
    customer_tax_ids: [],
    default_payment_method: null,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: [],
    due_date: null,
    effective_at: null,
    ending_balance: null,
    footer: null,
    from_invoice: null,
    hosted_invoice_url: null,
    invoice_pdf: null,
    issuer: { type: 'self' },
    last_finalization_error: null,
    latest_revision: null,
    lines: { object: 'list', data: lines, has_more: false, url: `/v1/invoices/${id}/lines` },
    livemode: false,
    metadata: {},
    next_payment_attempt: null,
    number: null,
    on_behalf_of: null,
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { metadata: subscription.metadata, subscription: subscription.id },
    },
    payment_settings: {
      default_mandate: null,
      payment_method_options: null,
      payment_method_types: null,
    },
    payments: { object: 'list', data: [], has_more: false, url: `/v1/invoice_payments` },
    period_end: fields.invoicePeriod.end,
    period_start: fields.invoicePeriod.start,
    post_payment_credit_notes_amount: 0,
    pre_payment_credit_notes_amount: 0,
    receipt_number: null,
    rendering: null,
    shipping_cost: null,
    shipping_details: null,
    starting_balance: 0,
    statement_descriptor: null,
    status: 'draft',
    status_transitions: {
      finalized_at: null,
      marked_uncollectible_at: null,
      paid_at: null,
      voided_at: null,
    },
    subtotal: total,
    subtotal_excluding_tax: total,
    test_clock: subscription.test_clock,
    total,
    total_discount_amounts: [],
    total_excluding_tax: total,
    total_pretax_credit_amounts: [],
    total_taxes: [],
    webhooks_delivered_at: null,
  };
}

/** The subscription an invoice bills. */
export function subscriptionOf(invoice: Invoice): string | null {
  const subscription = invoice.parent?.subscription_details?.subscription;
  return typeof subscription === 'string' ? subscription : (subscription?.id ?? null);
}
