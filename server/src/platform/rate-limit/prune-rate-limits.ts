import { lt } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { now } from '../clock.ts';
import { defineRecurringJob } from '../jobs/recurring-job.ts';
import { rateLimitHits } from './rate-limit.tables.ts';

const payload = z.object({}).strict();

declare module '../jobs/job-catalogue.ts' {
  interface JobPayloads {
    'rate_limits.prune': z.infer<typeof payload>;
  }
}

/** As long as the longest window a limit counts in (a day): only ended windows go. */
export const KEEP_HITS_MS = 24 * 60 * 60_000;

/** Forgets the counts of windows that ended long ago. */
export async function pruneRateLimitHits(db: Db, at: Date = now()): Promise<void> {
  await db
    .delete(rateLimitHits)
    .where(lt(rateLimitHits.windowStart, new Date(at.getTime() - KEEP_HITS_MS)));
}

/** Every hour, so the counters stay as small as a day's traffic. */
export const pruneRateLimits = defineRecurringJob({
  kind: 'rate_limits.prune',
  payload,
  everyMs: 60 * 60_000,
  run: (ctx) => pruneRateLimitHits(ctx.db),
});
