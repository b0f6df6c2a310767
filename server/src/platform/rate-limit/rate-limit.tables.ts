import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Fixed-window counters shared by every server process. */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.windowStart] }),
    // The hourly prune (prune-rate-limits.ts) finds old windows by their start.
    index('rate_limit_hits_window_start_idx').on(t.windowStart),
  ],
);
