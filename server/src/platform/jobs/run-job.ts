import { z } from 'zod';
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
  const payload = handler.payload.safeParse(job.payload);
  if (!payload.success) return failMismatchedPayload(ctx, job, payload.error);
  const beat = setInterval(() => {
    heartbeat(ctx.db, job.id, workerId).catch(() => undefined);
  }, HEARTBEAT_MS);
  beat.unref();
  try {
    await handler.run(ctx, payload.data, signal);
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
      await handler.onFailed?.(ctx, payload.data, error);
    } catch (recordError) {
      ctx.log.error({ job: job.id, err: recordError }, 'could not record a job failure');
    }
    return 'failed';
  } finally {
    clearInterval(beat);
  }
}

/**
 * A row whose payload is not its kind's (queued by an older version, or written by hand): another
 * attempt cannot help and the handler cannot read it, so it fails at once, saying why.
 */
async function failMismatchedPayload(
  ctx: AppContext,
  job: JobRow,
  error: z.ZodError,
): Promise<'failed'> {
  const text = `Job ${job.id} (${job.kind}) has a payload that is not a ${job.kind} payload:\n${z.prettifyError(error)}`;
  ctx.log.error({ job: job.id, kind: job.kind, err: text }, 'job failed');
  await failJob(ctx.db, job.id, text.slice(0, 4000)).catch((recordError: unknown) =>
    ctx.log.error({ job: job.id, err: recordError }, 'could not record a job failure'),
  );
  return 'failed';
}

function describe(error: Error): string {
  const detail = error instanceof PermanentJobError && error.detail ? `\n${error.detail}` : '';
  return `${error.message}${detail}`.slice(0, 4000);
}
