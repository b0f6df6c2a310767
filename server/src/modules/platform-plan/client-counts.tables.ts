import { integer, pgTable } from 'drizzle-orm/pg-core';

/**
 * The platform subscription's client counts of each account (platform.md 3): a copy that the
 * purchase area keeps current by triggers on plan_memberships (migration
 * 0025_account_client_counts, with purchase's account_client_tallies) in the writing
 * transaction, so the subscription reads one row by key instead of counting the account's
 * memberships, and platform-plan asks nothing of the area above it. No foreign keys: a cascade
 * that deletes an account's memberships runs the triggers, which must still find somewhere to
 * write; an account without a row has no clients.
 */
export const accountClientCounts = pgTable('account_client_counts', {
  accountId: integer('account_id').primaryKey(),
  /** Distinct clients holding a place (purchase's ONGOING_STATES) in any of the account's programs. */
  activeClients: integer('active_clients').notNull().default(0),
  /** Of them, those paying a subscription (SUBSCRIBED_STATES, amount > 0). */
  activeSubClients: integer('active_sub_clients').notNull().default(0),
});
