import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Background work as rows (ARCHITECTURE.md): any server process claims a due row with
 * `FOR UPDATE SKIP LOCKED`, so work survives restarts and spreads over processes.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    /** The kind's payload (job-catalogue.ts), checked against the kind's schema when claimed. */
    payload: jsonb('payload').$type<unknown>().notNull().default({}),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    /** Refreshed while the job runs; a lock older than the lease is a crashed worker's. */
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    /** Set with done_at when the last attempt failed. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('jobs_due_idx')
      .on(t.runAt, t.id)
      .where(sql`${t.doneAt} is null`),
    index('jobs_done_idx')
      .on(t.doneAt)
      .where(sql`${t.doneAt} is not null`),
  ],
);

export type JobRow = typeof jobs.$inferSelect;
