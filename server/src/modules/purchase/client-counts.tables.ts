import { integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';

/**
 * Per account and client, how many of their memberships count (ongoing, subscribed): the
 * triggers (migration 0025_account_client_counts) keep platform-plan's account_client_counts
 * from them, and change the account's counts only when a client's tally goes from 0 to 1 or back, so
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
