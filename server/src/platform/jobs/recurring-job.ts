import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { now } from '../clock.ts';
import type { JobKind, JobPayloads } from './job-catalogue.ts';
import { enqueueJob } from './job-queue.ts';
import { jobs } from './jobs.tables.ts';

/**
 * Keeps a recurring kind (a sweep) queued as one row: `waiting: 'any'` (at start-up) queues one
 * unless a row of the kind waits to run; `waiting: 'later'` (from its own run, whose row is still
 * undone) unless one waits to run after now. Any number of processes may call it at once: an
 * advisory lock on the kind makes the check and the insert one step, so the chain stays single.
 */
export async function keepRecurringJobQueued<K extends JobKind>(
  db: Db,
  kind: K,
  payload: JobPayloads[K],
  options: { runAt: Date; waiting: 'any' | 'later' },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`recurring-job:${kind}`}))`);
    const [queued] = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          eq(jobs.kind, kind),
          isNull(jobs.doneAt),
          options.waiting === 'later' ? gt(jobs.runAt, now()) : undefined,
        ),
      )
      .limit(1);
    if (queued) return false;
    await enqueueJob(tx, kind, payload, { runAt: options.runAt });
    return true;
  });
}
