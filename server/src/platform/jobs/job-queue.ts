import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { now } from '../clock.ts';
import type { JobKind, JobPayloads } from './job-catalogue.ts';
import { jobs, type JobRow } from './jobs.tables.ts';

type Executor = Pick<Db, 'insert'>;
export type JobOptions = { runAt?: Date; maxAttempts?: number };

/** How long a claimed job stays locked without a heartbeat before another worker may take it. */
export const LEASE_MS = 2 * 60_000;

/** Queues `kind` with its own payload (the catalogue's type), in the caller's transaction if any. */
export function enqueueJob<K extends JobKind>(
  db: Executor,
  kind: K,
  payload: JobPayloads[K],
  options: JobOptions = {},
): Promise<number> {
  return insertJob(db, kind, payload, options);
}

/** Any kind, unchecked: for the platform's own kinds outside the catalogue (event deliveries). */
export async function insertJob(
  db: Executor,
  kind: string,
  payload: unknown,
  options: JobOptions = {},
): Promise<number> {
  const [row] = await db
    .insert(jobs)
    .values({
      kind,
      payload,
      runAt: options.runAt ?? now(),
      maxAttempts: options.maxAttempts ?? 3,
    })
    .returning({ id: jobs.id });
  return row!.id;
}

/** Takes the next due job of `kinds` (among `ids` when given), skipping rows other workers hold. */
export async function claimJob(
  db: Db,
  kinds: string[],
  workerId: string,
  options: { ids?: number[] } = {},
): Promise<JobRow | null> {
  if (kinds.length === 0 || options.ids?.length === 0) return null;
  const at = now();
  return db.transaction(async (tx) => {
    const [due] = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          isNull(jobs.doneAt),
          lte(jobs.runAt, at),
          inArray(jobs.kind, kinds),
          options.ids ? inArray(jobs.id, options.ids) : undefined,
          or(isNull(jobs.lockedAt), lt(jobs.lockedAt, new Date(at.getTime() - LEASE_MS))),
        ),
      )
      .orderBy(asc(jobs.runAt), asc(jobs.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due) return null;
    const [claimed] = await tx
      .update(jobs)
      .set({ lockedAt: at, lockedBy: workerId, attempts: sql`${jobs.attempts} + 1` })
      .where(eq(jobs.id, due.id))
      .returning();
    return claimed ?? null;
  });
}

export async function heartbeat(db: Db, id: number, workerId: string) {
  await db
    .update(jobs)
    .set({ lockedAt: now() })
    .where(and(eq(jobs.id, id), eq(jobs.lockedBy, workerId)));
}

export async function completeJob(db: Db, id: number) {
  await db
    .update(jobs)
    .set({ doneAt: now(), lockedAt: null, lastError: null })
    .where(eq(jobs.id, id));
}

/** Back in the queue: after a failed attempt (with a delay), or untouched after a shutdown. */
export async function releaseJob(
  db: Db,
  id: number,
  options: { error?: string; delayMs?: number; refundAttempt?: boolean },
) {
  await db
    .update(jobs)
    .set({
      lockedAt: null,
      lockedBy: null,
      runAt: new Date(now().getTime() + (options.delayMs ?? 0)),
      ...(options.error !== undefined ? { lastError: options.error } : {}),
      ...(options.refundAttempt ? { attempts: sql`greatest(${jobs.attempts} - 1, 0)` } : {}),
    })
    .where(eq(jobs.id, id));
}

export async function failJob(db: Db, id: number, error: string) {
  const at = now();
  await db
    .update(jobs)
    .set({ doneAt: at, failedAt: at, lockedAt: null, lastError: error })
    .where(eq(jobs.id, id));
}

/** Finished jobs are kept a while for inspection, then removed. */
export async function pruneJobs(db: Db, olderThanMs: number) {
  await db.delete(jobs).where(lt(jobs.doneAt, new Date(now().getTime() - olderThanMs)));
}
