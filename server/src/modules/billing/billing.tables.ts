import { date, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { payments } from '../purchase/paid/paid.tables.ts';

/**
 * What a paid payment's receipt shows beyond the payment row, read once from Stripe (the
 * invoice line's period, the charge's card), and the claim of its automatic e-mail: `emailed_at`
 * is set before the mail goes, so it goes once however often Stripe repeats its webhooks.
 */
export const paymentReceipts = pgTable('payment_receipts', {
  paymentId: integer('payment_id')
    .primaryKey()
    .references(() => payments.id, { onDelete: 'cascade' }),
  periodStart: date('period_start', { mode: 'string' }),
  periodEnd: date('period_end', { mode: 'string' }),
  cardBrand: text('card_brand'),
  cardLast4: text('card_last4'),
  emailedAt: timestamp('emailed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type ReceiptFactsRow = typeof paymentReceipts.$inferSelect;
