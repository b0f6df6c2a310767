import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { AppContext } from '../../platform/context.ts';
import type { HistoryPayment } from '../purchase/purchase.api.ts';
import { paymentReceipts, type ReceiptFactsRow } from './billing.tables.ts';

const dayOf = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);

/** The period the invoice's first line bills (a subscription's payment), or none. */
async function billedPeriod(ctx: AppContext, payment: HistoryPayment['payment']) {
  if (!payment.invoiceId) return null;
  const invoice = await ctx.stripe.invoices.retrieve(payment.invoiceId, undefined, {
    stripeAccount: payment.stripeAccountId,
  });
  const period = invoice.lines?.data[0]?.period;
  return period ? { start: dayOf(period.start), end: dayOf(period.end) } : null;
}

/** The card the charge took, as Stripe's charge tells it. */
async function chargedCard(ctx: AppContext, payment: HistoryPayment['payment']) {
  if (!payment.chargeId) return null;
  const charge: Stripe.Charge = await ctx.stripe.charges.retrieve(payment.chargeId, undefined, {
    stripeAccount: payment.stripeAccountId,
  });
  const card = charge.payment_method_details?.card;
  return card ? { brand: card.brand ?? 'card', last4: card.last4 ?? '' } : null;
}

/**
 * A paid payment's receipt facts: read from Stripe the first time (reads only, so racing calls
 * write the same row) and kept, so a receipt reads no Stripe object again.
 */
export async function receiptFactsOf(
  ctx: AppContext,
  payment: HistoryPayment['payment'],
): Promise<ReceiptFactsRow> {
  const [kept] = await ctx.db
    .select()
    .from(paymentReceipts)
    .where(eq(paymentReceipts.paymentId, payment.id));
  if (kept) return kept;
  const [period, card] = await Promise.all([billedPeriod(ctx, payment), chargedCard(ctx, payment)]);
  await ctx.db
    .insert(paymentReceipts)
    .values({
      paymentId: payment.id,
      periodStart: period?.start ?? null,
      periodEnd: period?.end ?? null,
      cardBrand: card?.brand ?? null,
      cardLast4: card?.last4 ?? null,
    })
    .onConflictDoNothing();
  const [row] = await ctx.db
    .select()
    .from(paymentReceipts)
    .where(eq(paymentReceipts.paymentId, payment.id));
  return row!;
}
