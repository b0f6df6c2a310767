import type { AppContext } from '../context.ts';
import { completeJob, failJob, heartbeat, LEASE_MS, releaseJob } from './job-queue.ts';
import { PermanentJobError, type JobHandler } from './job-types.ts';
import type { JobRow } from './jobs.tables.ts';

const HEARTBEAT_MS = LEASE_MS / 4;

/** The outcome of one attempt, recorded on the row; never throws (a job cannot crash a worker). */
export async function runJob(
  ctx: AppContext,
  handler: JobHandler,
  job: JobRow,
  workerId: string,
  signal: AbortSignal,
): Promise<'done' | 'retry' | 'failed' | 'released'> {
  const beat = setInterval(() => {
    heartbeat(ctx.db, job.id, workerId).catch(() => undefined);
  }, HEARTBEAT_MS);
  beat.unref();
  try {
    await handler.run(ctx, job.payload, signal);
    await completeJob(ctx.db, job.id);
    return 'done';
  } catch (caught) {
    const error = caught instanceof Error ? caught : new Error(String(caught));
    if (signal.aborted) {
      // Stopped by a shutdown, not by the work itself: the next start picks it up again.
      await releaseJob(ctx.db, job.id, { refundAttempt: true }).catch(() => undefined);
      return 'released';
    }
    const text = describe(error);
    const last = error instanceof PermanentJobError || job.attempts >= job.maxAttempts;
    ctx.log.warn({ job: job.id, kind: job.kind, attempt: job.attempts, err: text }, 'job failed');
    try {
      if (!last) {
        await releaseJob(ctx.db, job.id, { error: text, delayMs: job.attempts ** 2 * 30_000 });
        return 'retry';
      }
      await failJob(ctx.db, job.id, text);
      await handler.onFailed?.(ctx, job.payload, error);
    } catch (recordError) {
      ctx.log.error({ job: job.id, err: recordError }, 'could not record a job failure');
    }
    return 'failed';
  } finally {
    clearInterval(beat);
  }
}

function describe(error: Error): string {
  const detail = error instanceof PermanentJobError && error.detail ? `\n${error.detail}` : '';
  return `${error.message}${detail}`.slice(0, 4000);
}
