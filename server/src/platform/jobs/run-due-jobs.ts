import type { AppContext } from '../context.ts';
import { claimJob } from './job-queue.ts';
import type { JobHandler } from './job-types.ts';
import { newWorkerId } from './job-worker.ts';
import { runJob } from './run-job.ts';

/**
 * Runs every due job one after another until none is left (jobs that add jobs included) and
 * says how many ran: the tests' and scripts' synchronous stand-in for the worker.
 */
export async function runDueJobs(
  ctx: AppContext,
  handlers: JobHandler[],
  options: { kinds?: string[]; limit?: number } = {},
): Promise<number> {
  const byKind = new Map(handlers.map((h) => [h.kind, h]));
  const kinds = options.kinds ?? [...byKind.keys()];
  const workerId = newWorkerId();
  const signal = new AbortController().signal;
  let count = 0;
  while (count < (options.limit ?? 1000)) {
    const job = await claimJob(ctx.db, kinds, workerId);
    if (!job) break;
    await runJob(ctx, byKind.get(job.kind)!, job, workerId, signal);
    count += 1;
  }
  return count;
}
