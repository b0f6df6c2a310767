import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { now } from '../clock.ts';
import type { JobKind, JobPayloads } from './job-catalogue.ts';
import { enqueueJob } from './job-queue.ts';
import { jobs } from './jobs.tables.ts';
import { defineJob } from './job-types.ts';
import type { AppContext } from '../context.ts';
import type { z } from 'zod';

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

/**
 * A sweep that runs every `everyMs`: the job (it queues its next run before it works, so a
 * failing sweep does not end the chain) and `queueFirst`, called at each process's start.
 */
export function defineRecurringJob<K extends JobKind>(sweep: {
  kind: K;
  payload: z.ZodType<JobPayloads[K]>;
  everyMs: number;
  run: (ctx: AppContext) => Promise<unknown>;
}) {
  // A sweep's payload is empty: its schema makes the value.
  const empty = sweep.payload.parse({});
  const job = defineJob({
    kind: sweep.kind,
    payload: sweep.payload,
    run: async (ctx) => {
      await keepRecurringJobQueued(ctx.db, sweep.kind, empty, {
        runAt: new Date(now().getTime() + sweep.everyMs),
        waiting: 'later',
      });
      await sweep.run(ctx);
    },
  });
  const queueFirst = (db: Db) =>
    keepRecurringJobQueued(db, sweep.kind, empty, { runAt: now(), waiting: 'any' });
  return { job, queueFirst };
}
