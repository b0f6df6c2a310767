import type Stripe from 'stripe';
import type { Ctx } from '../../core/context.ts';
import { newId } from '../../core/ids.ts';
import { createdRange, listParams, p } from '../../core/params.ts';
import { route, type Route } from '../../core/route.ts';
import type { Invoice } from './invoice-shape.ts';

export type InvoicePayment = Stripe.InvoicePayment & { invoice: string };

export const INVOICE_PAYMENT = 'invoice_payment';

/** The invoice's payments as the invoice shows them, oldest first as Stripe lists them. */
async function paymentsList(ctx: Ctx, invoice: string): Promise<Invoice['payments']> {
  const all = await ctx.store.all<InvoicePayment>(INVOICE_PAYMENT, { invoice });
  const data = all.filter((row) => row.account === ctx.account).map((row) => row.data);
  return {
    object: 'list',
    data,
    has_more: false,
    url: `/v1/invoice_payments?invoice=${invoice}`,
  };
}

/** The invoice's open payments are canceled (voided, paid out of band, or replaced). */
export async function cancelOpenPayments(
  ctx: Ctx,
  invoice: string,
  now: number,
): Promise<Invoice['payments']> {
  for (const earlier of (await paymentsList(ctx, invoice))!.data) {
    if (earlier.status !== 'open') continue;
    await ctx.store.save({
      ...earlier,
      status: 'canceled',
      status_transitions: { ...earlier.status_transitions, canceled_at: now },
    });
  }
  return paymentsList(ctx, invoice);
}

/**
 * Records the PaymentIntent made to pay an invoice as its default payment; an earlier payment
 * still open is canceled (Stripe keeps one default payment per invoice).
 */
export async function addInvoicePayment(
  ctx: Ctx,
  invoice: Invoice,
  intent: Stripe.PaymentIntent,
  now: number,
): Promise<Invoice> {
  const earlier = await cancelOpenPayments(ctx, invoice.id, now);
  for (const payment of earlier!.data) {
    if (payment.is_default) await ctx.store.save({ ...payment, is_default: false });
  }
  const payment: InvoicePayment = {
    id: newId('inpay', 24),
    object: 'invoice_payment',
    amount_paid: null,
    amount_requested: invoice.amount_remaining,
    created: now,
    currency: invoice.currency,
    invoice: invoice.id,
    is_default: true,
    livemode: false,
    payment: { type: 'payment_intent', payment_intent: intent.id },
    status: 'open',
    status_transitions: { canceled_at: null, paid_at: null },
  };
  await ctx.store.insert(payment);
  return {
    ...invoice,
    payments: await paymentsList(ctx, invoice.id),
    confirmation_secret: intent.client_secret
      ? { client_secret: intent.client_secret, type: 'payment_intent' }
      : null,
  };
}

/** The invoice payment made with this PaymentIntent, if one was. */
export async function paymentByIntent(ctx: Ctx, intent: string): Promise<InvoicePayment | null> {
  const found = await ctx.store.all<InvoicePayment>(INVOICE_PAYMENT, {
    'payment.payment_intent': intent,
  });
  return found.find((row) => row.account === ctx.account)?.data ?? null;
}

/** Marks the invoice's payment with this intent paid; answers the invoice's refreshed list. */
export async function markPaymentPaid(
  ctx: Ctx,
  invoice: Invoice,
  intent: string,
  amount: number,
  now: number,
): Promise<{ payments: Invoice['payments']; paid: InvoicePayment | null }> {
  const payment = await paymentByIntent(ctx, intent);
  let paid: InvoicePayment | null = null;
  if (payment && payment.invoice === invoice.id && payment.status !== 'paid') {
    paid = {
      ...payment,
      amount_paid: amount,
      is_default: true,
      status: 'paid',
      status_transitions: { ...payment.status_transitions, paid_at: now },
    };
    await ctx.store.save(paid);
  }
  return { payments: await paymentsList(ctx, invoice.id), paid };
}

export const invoicePaymentRoutes: Route[] = [
  route({
    method: 'GET',
    path: '/v1/invoice_payments/:id',
    params: p.object({ expand: p.expand().optional() }),
    handler: (ctx, _params, path) => ctx.store.get(INVOICE_PAYMENT, path.id!),
  }),
  route({
    method: 'GET',
    path: '/v1/invoice_payments',
    params: p.object({
      ...listParams,
      invoice: p.string().optional(),
      status: p.oneOf(['canceled', 'open', 'paid']).optional(),
      payment: p
        .object({
          type: p.oneOf(['payment_intent', 'payment_record']),
          payment_intent: p.string().optional(),
          payment_record: p.string().optional(),
        })
        .optional(),
    }),
    handler: (ctx, params) =>
      ctx.store.list(INVOICE_PAYMENT, '/v1/invoice_payments', {
        limit: params.limit,
        starting_after: params.starting_after,
        ending_before: params.ending_before,
        created: createdRange(params.created),
        where: {
          invoice: params.invoice,
          status: params.status,
          'payment.type': params.payment?.type,
          'payment.payment_intent': params.payment?.payment_intent,
        },
      }),
  }),
];
