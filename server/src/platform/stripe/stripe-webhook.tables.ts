import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every Stripe event received, once: Stripe delivers at least once and in any order, so an event
 * already processed is acknowledged and skipped, and one whose handling failed is tried again when
 * Stripe delivers it again.
 */
export const stripeWebhookEvents = pgTable(
  'stripe_webhook_events',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    /** The connected account the event is about; null for the platform's own events. */
    account: text('account'),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (table) => [index('stripe_webhook_events_received').on(table.receivedAt)],
);
