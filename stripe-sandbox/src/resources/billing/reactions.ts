import type Stripe from 'stripe';
import type { Ctx } from '../../core/context.ts';
import type { Reaction } from '../../core/route.ts';
import { markInvoicePaid, recordFailedAttempt } from './invoice-collect.ts';
import { paymentByIntent } from './invoice-payments.ts';
import { INVOICE, type Invoice } from './invoice-shape.ts';

/** The open invoice this PaymentIntent is paying, locked; null for any other intent. */
async function openInvoiceOf(ctx: Ctx, object: unknown): Promise<Invoice | null> {
  const payment = await paymentByIntent(ctx, (object as Stripe.PaymentIntent).id);
  if (!payment || payment.status !== 'open') return null;
  const invoice = await ctx.store.find<Invoice>(INVOICE, payment.invoice, { forUpdate: true });
  return invoice?.status === 'open' ? invoice : null;
}

/**
 * What an invoice's PaymentIntent does settles the invoice, whoever confirmed it: billing's own
 * attempts, the customer with the invoice's `confirmation_secret`, the 3-D Secure page.
 */
export const billingReactions: Record<string, Reaction> = {
  'payment_intent.succeeded': async (ctx, object) => {
    const invoice = await openInvoiceOf(ctx, object);
    if (!invoice) return;
    const now = await ctx.now(invoice.customer);
    await markInvoicePaid(ctx, invoice, object as Stripe.PaymentIntent, now);
  },
  'payment_intent.payment_failed': async (ctx, object) => {
    const invoice = await openInvoiceOf(ctx, object);
    if (invoice) await recordFailedAttempt(ctx, invoice, 'invoice.payment_failed');
  },
  'payment_intent.requires_action': async (ctx, object) => {
    const invoice = await openInvoiceOf(ctx, object);
    if (invoice) await recordFailedAttempt(ctx, invoice, 'invoice.payment_action_required');
  },
};
