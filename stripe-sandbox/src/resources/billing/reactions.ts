import type Stripe from 'stripe';
import type { Ctx } from '../../core/context.ts';
import type { Reaction } from '../../core/route.ts';
import { markInvoicePaid } from './invoice-collect.ts';
import { paymentByIntent } from './invoice-payments.ts';
import { INVOICE, type Invoice } from './invoice-shape.ts';

/** The open invoice this PaymentIntent was made to pay, locked; null for any other intent. */
async function openInvoiceOf(ctx: Ctx, intent: Stripe.PaymentIntent): Promise<Invoice | null> {
  const payment = await paymentByIntent(ctx, intent.id);
  if (!payment || payment.status !== 'open') return null;
  const invoice = await ctx.store.find<Invoice>(INVOICE, payment.invoice, { forUpdate: true });
  return invoice?.status === 'open' ? invoice : null;
}

/**
 * An invoice's PaymentIntent confirmed outside billing's own attempts (by the customer with the
 * invoice's `confirmation_secret`, after a 3-D Secure challenge) settles the invoice, as Stripe
 * does. Billing's own attempts record the payment after the charge, so they are not seen twice.
 */
export const billingReactions: Record<string, Reaction> = {
  'payment_intent.succeeded': async (ctx, object) => {
    const intent = object as Stripe.PaymentIntent;
    const invoice = await openInvoiceOf(ctx, intent);
    if (invoice) await markInvoicePaid(ctx, invoice, intent, await ctx.now(invoice.customer));
  },
  'payment_intent.payment_failed': async (ctx, object) => {
    const invoice = await openInvoiceOf(ctx, object as Stripe.PaymentIntent);
    if (!invoice) return;
    const failed: Invoice = { ...invoice, attempt_count: invoice.attempt_count + 1, attempted: true };
    await ctx.store.save(failed);
    await ctx.emit('invoice.payment_failed', failed);
  },
};
