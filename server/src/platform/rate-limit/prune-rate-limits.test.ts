import { and, eq, isNull, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { signIn, signUp, uniqueEmail } from '../../../test/helpers.ts';
import { jobHandlers } from '../../job-handlers.ts';
import { setNow } from '../clock.ts';
import { jobs } from '../jobs/jobs.tables.ts';
import { runDueJobs } from '../jobs/run-due-jobs.ts';
import { pruneRateLimits } from './prune-rate-limits.ts';
import { rateLimitHits } from './rate-limit.tables.ts';

const KIND = 'rate_limits.prune';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  setNow(null);
  await t.close();
});

/** The windows an address's failed sign-ins are counted in (the hour's and the 15 minutes'). */
const countedFor = async (email: string) =>
  (
    await t.database.db
      .select({ windowStart: rateLimitHits.windowStart })
      .from(rateLimitHits)
      .where(like(rateLimitHits.key, `sign_in_failed:email:${email}%`))
  )
    .map((row) => row.windowStart.toISOString())
    .sort();

describe('the hourly prune of rate-limit counters', () => {
  it('forgets the windows that ended over a day ago, keeps today’s, and queues the next hour', async () => {
    const email = uniqueEmail('prune');
    await signUp(t.app, { email });
    setNow(new Date('2031-05-01T09:10:00Z'));
    expect((await signIn(t.app, email, 'wrong-password-1')).statusCode).toBe(422);
    setNow(new Date('2031-05-02T10:20:00Z'));
    expect((await signIn(t.app, email, 'wrong-password-2')).statusCode).toBe(422);
    expect(await countedFor(email)).toEqual([
      '2031-05-01T09:00:00.000Z',
      '2031-05-01T09:00:00.000Z',
      '2031-05-02T10:00:00.000Z',
      '2031-05-02T10:15:00.000Z',
    ]);

    await Promise.all([1, 2, 3].map(() => pruneRateLimits.queueFirst(t.database.db)));
    expect(await runDueJobs(t.app.ctx, jobHandlers, { kinds: [KIND] })).toBe(1);

    expect(await countedFor(email)).toEqual([
      '2031-05-02T10:00:00.000Z',
      '2031-05-02T10:15:00.000Z',
    ]);
    const next = await t.database.db
      .select({ runAt: jobs.runAt })
      .from(jobs)
      .where(and(eq(jobs.kind, KIND), isNull(jobs.doneAt)));
    expect(next.map((job) => job.runAt.toISOString())).toEqual(['2031-05-02T11:20:00.000Z']);
  });
});
