import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/accounts.tables.ts';
import { users } from '../accounts/users.tables.ts';

/**
 * A client's Stripe customer with one coach: made on the coach's connected account, where the
 * client's cards with that coach, and their subscriptions to its programs, live.
 */
export const stripeCustomers = pgTable(
  'stripe_customers',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The coach's Forma account. */
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The connected account the customer is made on (a reconnected coach has a new one). */
    stripeAccountId: text('stripe_account_id').notNull(),
    /**
     * Null while the customer is being made: the row is claimed first, so concurrent calls make
     * one customer between them (they all send `creationKey` as the idempotency key).
     */
    stripeCustomerId: text('stripe_customer_id'),
    creationKey: text('creation_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.accountId] })],
);
