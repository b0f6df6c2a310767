import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import type { AppContext } from '../context.ts';
import { claimJob, pruneJobs } from './job-queue.ts';
import type { JobHandler } from './job-types.ts';
import { runJob } from './run-job.ts';

export type JobWorker = { stop(): Promise<void> };

export type WorkerOptions = {
  /** Jobs a lane runs at once in this process; lanes not listed run one at a time. */
  lanes?: Record<string, number>;
  pollMs?: number;
  /** Other finished rows kept as long as finished jobs (delivered events), pruned with them. */
  prune?: Array<(db: Db, olderThanMs: number) => Promise<unknown>>;
};

const DEFAULT_LANE = 'default';
const PRUNE_EVERY_MS = 60 * 60_000;
const KEEP_DONE_MS = 14 * 24 * 60 * 60_000;

const wakers = new Set<() => void>();

/** Tells this process's workers there is new work (others find it at their next poll). */
export function wakeJobWorkers() {
  for (const wake of wakers) wake();
}

export function newWorkerId() {
  return `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
}

/** Polls for due jobs until stopped; started by main.ts, never by tests (they use runDueJobs). */
export function startJobWorker(
  ctx: AppContext,
  handlers: JobHandler[],
  options: WorkerOptions = {},
): JobWorker {
  const workerId = newWorkerId();
  const pollMs = options.pollMs ?? 1000;
  const abort = new AbortController();
  const byKind = new Map(handlers.map((h) => [h.kind, h]));
  const lanes = new Map<string, string[]>();
  for (const h of handlers) {
    const lane = h.lane ?? DEFAULT_LANE;
    lanes.set(lane, [...(lanes.get(lane) ?? []), h.kind]);
  }

  let sleeping = new Set<() => void>();
  const wake = () => {
    const waiting = sleeping;
    sleeping = new Set();
    for (const resolve of waiting) resolve();
  };
  wakers.add(wake);
  abort.signal.addEventListener('abort', wake);

  const sleep = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        sleeping.delete(done);
        resolve();
      }, pollMs);
      const done = () => {
        clearTimeout(timer);
        resolve();
      };
      sleeping.add(done);
    });

  async function loop(kinds: string[]) {
    while (!abort.signal.aborted) {
      try {
        const job = await claimJob(ctx.db, kinds, workerId);
        if (job) {
          await runJob(ctx, byKind.get(job.kind)!, job, workerId, abort.signal);
          continue;
        }
      } catch (error) {
        ctx.log.error({ err: error }, 'job worker: could not claim a job');
      }
      await sleep();
    }
  }

  let lastPrune = 0;
  async function housekeeping() {
    while (!abort.signal.aborted) {
      if (Date.now() - lastPrune > PRUNE_EVERY_MS) {
        lastPrune = Date.now();
        for (const prune of [pruneJobs, ...(options.prune ?? [])]) {
          await prune(ctx.db, KEEP_DONE_MS).catch((error: unknown) =>
            ctx.log.warn({ err: error }, 'job worker: could not prune finished rows'),
          );
        }
      }
      await sleep();
    }
  }

  const loops: Promise<void>[] = [housekeeping()];
  for (const [lane, kinds] of lanes) {
    const slots = options.lanes?.[lane] ?? 1;
    for (let i = 0; i < slots; i++) loops.push(loop(kinds));
  }

  return {
    stop: async () => {
      abort.abort();
      wakers.delete(wake);
      await Promise.all(loops);
    },
  };
}
