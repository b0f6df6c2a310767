import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { Db } from '../../db/database.ts';
import { now, setNow } from '../clock.ts';
import { claimJob, enqueueJob, insertJob, LEASE_MS } from './job-queue.ts';
import { defineJob, PermanentJobError, type JobHandler } from './job-types.ts';
import { startJobWorker, wakeJobWorkers } from './job-worker.ts';
import { jobs } from './jobs.tables.ts';
import { runDueJobs } from './run-due-jobs.ts';

// The tests' own kinds, declared the way areas declare theirs.
const testPayload = z.object({ n: z.number().int() });
type TestPayload = z.infer<typeof testPayload>;
declare module './job-catalogue.ts' {
  interface JobPayloads {
    'test.echo': TestPayload;
    'test.flaky': TestPayload;
    'test.broken': TestPayload;
    'test.claim': TestPayload;
    'test.slow': TestPayload;
    'test.endless': TestPayload;
  }
}

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
  run: JobHandler<TestPayload>['run'],
  extra: Partial<JobHandler<TestPayload>> = {},
): JobHandler {
  return { kind, payload: testPayload, run, ...extra };
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
    const id = await enqueueJob(t.database.db, 'test.flaky', { n: 1 }, { maxAttempts: 2 });
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
    const id = await enqueueJob(t.database.db, 'test.broken', { n: 1 });
    await runDueJobs(t.app.ctx, [broken]);
    expect(await row(id)).toMatchObject({
      attempts: 1,
      lastError: 'damaged file\nmoov atom not found',
    });
    expect((await row(id)).failedAt).not.toBeNull();
  });

  it("never hands one job to two workers, and takes over a crashed worker's job after the lease", async () => {
    const a = await enqueueJob(t.database.db, 'test.claim', { n: 1 });
    const b = await enqueueJob(t.database.db, 'test.claim', { n: 2 });
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

describe('typed jobs', () => {
  it('queues a kind only with its own payload, and hands the handler that payload (tsc checks)', () => {
    const queue = (db: Db) => [
      enqueueJob(db, 'media.process_video', { mediaId: 1 }),
      // @ts-expect-error a video is processed by media id, not by plan id
      enqueueJob(db, 'media.process_video', { planId: 1 }),
      // @ts-expect-error a kind nobody declared
      enqueueJob(db, 'media.process_everything', { mediaId: 1 }),
      // @ts-expect-error a field of the wrong type
      enqueueJob(db, 'test.echo', { n: 'one' }),
    ];
    expectTypeOf(queue).returns.items.toEqualTypeOf<Promise<number>>();

    const echo = defineJob({
      kind: 'test.echo',
      payload: testPayload,
      run: async (_ctx, payload) => {
        expectTypeOf(payload).toEqualTypeOf<{ n: number }>();
      },
    });
    expect(echo.kind).toBe('test.echo');
    defineJob({
      kind: 'test.echo',
      // @ts-expect-error the handler checks rows with its own kind's schema
      payload: z.object({ mediaId: z.number() }),
      run: async () => {},
    });
  });

  it("fails a row whose payload is not its kind's at once, saying why, without running it", async () => {
    const ran: unknown[] = [];
    const failures: unknown[] = [];
    const echo = handler('test.echo', async (_ctx, payload) => void ran.push(payload), {
      onFailed: async (_ctx, payload) => void failures.push(payload),
    });
    // As an older version might have left it: another shape under the same kind.
    const id = await insertJob(t.database.db, 'test.echo', { count: 'one' }, { maxAttempts: 3 });
    const good = await enqueueJob(t.database.db, 'test.echo', { n: 2 });

    expect(await runDueJobs(t.app.ctx, [echo])).toBe(2);
    expect(ran).toEqual([{ n: 2 }]);
    expect(failures).toEqual([]);
    const failed = await row(id);
    expect(failed).toMatchObject({ attempts: 1, lockedAt: null });
    expect(failed.failedAt).not.toBeNull();
    expect(failed.lastError).toBe(
      `Job ${id} (test.echo) has a payload that is not a test.echo payload:\n` +
        '✖ Invalid input: expected number, received undefined\n  → at n',
    );
    expect((await row(good)).failedAt).toBeNull();
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
        done.push(payload.n);
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
    const id = await enqueueJob(t.database.db, 'test.endless', { n: 1 });
    const worker = startJobWorker(t.app.ctx, [endless], { pollMs: 10 });
    await expect.poll(() => started, { timeout: 5000 }).toBe(true);
    await worker.stop();
    expect(await row(id)).toMatchObject({ attempts: 0, lockedAt: null, doneAt: null });
  });
});
