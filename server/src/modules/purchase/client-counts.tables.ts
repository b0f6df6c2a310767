import { integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';

/**
 * The platform subscription's client counts of each account (platform.md 3), kept current by
 * triggers on plan_memberships (migration 0025_account_client_counts) in the writing
 * transaction, so users/me reads one row by key instead of counting the account's memberships.
 * No foreign keys: a cascade that deletes an account's memberships runs the triggers, which
 * must still find somewhere to write; an account without a row has no clients.
 */
export const accountClientCounts = pgTable('account_client_counts', {
  accountId: integer('account_id').primaryKey(),
  /** Distinct clients holding a place (ONGOING_STATES) in any of the account's programs. */
  activeClients: integer('active_clients').notNull().default(0),
  /** Of them, those paying a subscription (SUBSCRIBED_STATES, amount > 0). */
  activeSubClients: integer('active_sub_clients').notNull().default(0),
});

/**
 * Per account and client, how many of their memberships count (ongoing, subscribed): the
 * triggers change the account's counts only when a client's tally goes from 0 to 1 or back, so
 * the counts stay counts of distinct clients. Rows at 0 and 0 are removed.
 */
export const accountClientTallies = pgTable(
  'account_client_tallies',
  {
    accountId: integer('account_id').notNull(),
    userId: integer('user_id').notNull(),
    ongoing: integer('ongoing').notNull().default(0),
    subscribed: integer('subscribed').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.userId] })],
);
