import { sql } from 'drizzle-orm';
import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Domain events, written in the transaction of the change they tell about (the outbox). A
 * dispatch job fans each one out into one delivery job per subscriber, then sets
 * `dispatched_at`; the rows are kept as long as finished jobs.
 */
export const outboxEvents = pgTable(
  'outbox_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_events_dispatched_idx')
      .on(t.dispatchedAt)
      .where(sql`${t.dispatchedAt} is not null`),
  ],
);

export type OutboxEventRow = typeof outboxEvents.$inferSelect;
