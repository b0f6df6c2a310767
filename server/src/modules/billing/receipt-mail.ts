import { and, eq, isNull } from 'drizzle-orm';
import type { Receipt } from '@forma/contract/billing/billing.schemas';
import type { UserRow } from '../../platform/auth/auth-plugin.ts';
import { now } from '../../platform/clock.ts';
import type { AppContext } from '../../platform/context.ts';
import { defineSubscriber } from '../../platform/events/event-subscriber.ts';
import { mailOf } from '../../platform/mail/templates.ts';
import { canonicalTimeZone, findUser } from '../accounts/accounts.api.ts';
import { findHistoryPayment } from '../purchase/purchase.api.ts';
import { billingMails } from './billing.messages.ts';
import { paymentReceipts } from './billing.tables.ts';
import { receiptFactsOf } from './receipt-facts.ts';
import { buildReceipt } from './receipts.ts';

const brandNames: Record<string, string> = { amex: 'American Express', mastercard: 'Mastercard' };
const cardText = (card: Receipt['card']) =>
  card
    ? `${brandNames[card.brand] ?? card.brand.charAt(0).toUpperCase() + card.brand.slice(1)} ending in ${card.last4}`
    : null;

/** The receipt page's address (web route billing_receipt). */
export const receiptUrl = (ctx: AppContext, paymentId: number) =>
  `${ctx.config.publicUrl}/user/billing/receipts/${paymentId}`;

/** E-mails a receipt to the buyer's address, dated in the buyer's own time zone. */
export async function mailReceipt(ctx: AppContext, receipt: Receipt, buyer: UserRow) {
  const date = new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'long',
    timeZone: canonicalTimeZone(buyer.timeZone) ?? 'UTC',
  }).format(new Date(receipt.paid_at));
  const content = billingMails.receipt({
    firstName: buyer.firstName,
    number: receipt.number,
    planTitle: receipt.program.title,
    seller: receipt.seller.name,
    date,
    description: receipt.description,
    total: receipt.total_paid_format,
    card: cardText(receipt.card),
    refunded: receipt.refunded_amount > 0 ? receipt.refunded_format : null,
  });
  await ctx.mailer.send({
    to: buyer.email,
    ...mailOf(ctx, content, { actionUrl: receiptUrl(ctx, receipt.id) }),
  });
}

/**
 * A paid payment's receipt goes to the client once: `emailed_at` is claimed before the mail is
 * sent (a repeated webhook or a second delivery of the event finds it taken), and given back
 * when the send fails, so the delivery's retry sends it.
 */
export const receiptOnPayment = defineSubscriber({
  name: 'billing.receipt_mail',
  event: 'payment.succeeded',
  async handle(ctx, payload) {
    const row = await findHistoryPayment(ctx.db, { paymentIntentId: payload.paymentIntentId });
    if (!row || row.payment.status !== 'succeeded' || row.userId === null) return;
    const buyer = await findUser(ctx.db, row.userId);
    if (!buyer) return;
    await receiptFactsOf(ctx, row.payment);
    const [claimed] = await ctx.db
      .update(paymentReceipts)
      .set({ emailedAt: now() })
      .where(and(eq(paymentReceipts.paymentId, row.payment.id), isNull(paymentReceipts.emailedAt)))
      .returning({ paymentId: paymentReceipts.paymentId });
    if (!claimed) return;
    try {
      await mailReceipt(ctx, await buildReceipt(ctx, row, buyer), buyer);
    } catch (error) {
      await ctx.db
        .update(paymentReceipts)
        .set({ emailedAt: null })
        .where(eq(paymentReceipts.paymentId, row.payment.id));
      throw error;
    }
  },
});
