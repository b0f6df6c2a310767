import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { now, setNow } from '../clock.ts';
import { claimJob, enqueueJob, LEASE_MS } from './job-queue.ts';
import { PermanentJobError, type JobHandler } from './job-types.ts';
import { startJobWorker, wakeJobWorkers } from './job-worker.ts';
import { jobs } from './jobs.tables.ts';
import { runDueJobs } from './run-due-jobs.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.database.db.delete(jobs);
});

const row = async (id: number) =>
  (await t.database.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;

function handler(
  kind: string,
  run: JobHandler['run'],
  extra: Partial<JobHandler> = {},
): JobHandler {
  return { kind, run, ...extra };
}

describe('background jobs from rows', () => {
  it('runs a due job once and records it done', async () => {
    const seen: unknown[] = [];
    const id = await enqueueJob(t.database.db, 'test.echo', { n: 1 });
    const later = await enqueueJob(
      t.database.db,
      'test.echo',
      { n: 2 },
      { runAt: new Date(now().getTime() + 60_000) },
    );
    const echo = handler('test.echo', async (_ctx, payload) => {
      seen.push(payload);
    });
    expect(await runDueJobs(t.app.ctx, [echo])).toBe(1);
    expect(seen).toEqual([{ n: 1 }]);
    expect(await row(id)).toMatchObject({ attempts: 1, lastError: null, lockedAt: null });
    expect((await row(id)).doneAt).not.toBeNull();
    expect((await row(later)).doneAt).toBeNull();
  });

  it('retries a failed attempt later, then gives up and tells the handler', async () => {
    const failures: string[] = [];
    const flaky = handler(
      'test.flaky',
      async () => {
        throw new Error('storage unavailable');
      },
      { onFailed: async (_ctx, _payload, error) => void failures.push(error.message) },
    );
    const id = await enqueueJob(t.database.db, 'test.flaky', {}, { maxAttempts: 2 });
    expect(await runDueJobs(t.app.ctx, [flaky])).toBe(1);
    const waiting = await row(id);
    expect(waiting).toMatchObject({ attempts: 1, lastError: 'storage unavailable', doneAt: null });
    expect(waiting.runAt.getTime()).toBeGreaterThan(now().getTime());
    expect(failures).toEqual([]);

    setNow(new Date(waiting.runAt.getTime() + 1000));
    expect(await runDueJobs(t.app.ctx, [flaky])).toBe(1);
    const failed = await row(id);
    expect(failed.attempts).toBe(2);
    expect(failed.failedAt).not.toBeNull();
    expect(failures).toEqual(['storage unavailable']);
  });

  it('does not retry a permanent failure', async () => {
    const broken = handler('test.broken', async () => {
      throw new PermanentJobError('damaged file', 'moov atom not found');
    });
    const id = await enqueueJob(t.database.db, 'test.broken', {});
    await runDueJobs(t.app.ctx, [broken]);
    expect(await row(id)).toMatchObject({
      attempts: 1,
      lastError: 'damaged file\nmoov atom not found',
    });
    expect((await row(id)).failedAt).not.toBeNull();
  });

  it("never hands one job to two workers, and takes over a crashed worker's job after the lease", async () => {
    const a = await enqueueJob(t.database.db, 'test.claim', {});
    const b = await enqueueJob(t.database.db, 'test.claim', {});
    const [first, second, third] = await Promise.all([
      claimJob(t.database.db, ['test.claim'], 'one'),
      claimJob(t.database.db, ['test.claim'], 'two'),
      claimJob(t.database.db, ['test.claim'], 'three'),
    ]);
    const claimed = [first, second, third].filter(Boolean).map((job) => job!.id);
    expect(claimed.sort()).toEqual([a, b].sort());

    expect(await claimJob(t.database.db, ['test.claim'], 'four')).toBeNull();
    setNow(new Date(Date.now() + LEASE_MS + 1000));
    const retaken = await claimJob(t.database.db, ['test.claim'], 'four');
    expect(retaken).toMatchObject({ lockedBy: 'four', attempts: 2 });
  });
});

describe('the worker loop', () => {
  it('picks up new work when woken, one job at a time per lane, and stops cleanly', async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    const slow = handler(
      'test.slow',
      async (_ctx, payload) => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 30));
        running -= 1;
        done.push(payload.n as number);
      },
      { lane: 'video' },
    );
    const worker = startJobWorker(t.app.ctx, [slow], { pollMs: 5000 });
    for (const n of [1, 2, 3]) await enqueueJob(t.database.db, 'test.slow', { n });
    wakeJobWorkers();
    await expect.poll(() => done.length, { timeout: 5000 }).toBe(3);
    expect(most).toBe(1);
    await worker.stop();
  });

  it('gives a job stopped by a shutdown back to the queue, attempt not counted', async () => {
    let started = false;
    const endless = handler('test.endless', (_ctx, _payload, signal) => {
      started = true;
      return new Promise((_resolve, reject) => {
        signal.addEventListener('abort', () => reject(new Error('aborted')));
      });
    });
    const id = await enqueueJob(t.database.db, 'test.endless', {});
    const worker = startJobWorker(t.app.ctx, [endless], { pollMs: 10 });
    await expect.poll(() => started, { timeout: 5000 }).toBe(true);
    await worker.stop();
    expect(await row(id)).toMatchObject({ attempts: 0, lockedAt: null, doneAt: null });
  });
});
