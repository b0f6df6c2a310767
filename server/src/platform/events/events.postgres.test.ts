import { isNull, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { openPostgres, postgresUrlOf, type Database } from '../../db/database.ts';
import { startJobWorker, wakeJobWorkers } from '../jobs/job-worker.ts';
import { jobs } from '../jobs/jobs.tables.ts';
import { emitEvent } from './emit-event.ts';
import { eventDeliveryJobs } from './event-delivery.ts';
import { defineSubscriber } from './event-subscriber.ts';

// PostgreSQL only (files named *.postgres.test.ts run with TEST_DB=postgres).
const raced = z.object({ n: z.number().int() });
declare module './event-catalogue.ts' {
  interface DomainEvents {
    'test.raced': z.infer<typeof raced>;
  }
}

let t: TestApp;
let second: Database;
beforeAll(async () => {
  t = await createTestApp();
  // Another server process's own pool on the same database.
  second = openPostgres(postgresUrlOf(t.database.db)!, 4);
});
afterAll(async () => {
  await second.close();
  await t.close();
});

describe('events with several processes on one PostgreSQL', () => {
  it('two workers racing deliver every event to every subscriber, each delivery queued once', async () => {
    const heard: Record<string, number[]> = { ledger: [], mailer: [] };
    const subscribers = Object.keys(heard).map((name) =>
      defineSubscriber({
        name,
        event: 'test.raced',
        handle: async (_ctx, { n }) => {
          await new Promise((resolve) => setTimeout(resolve, 5));
          heard[name]!.push(n);
        },
      }),
    );
    const handlers = eventDeliveryJobs({ 'test.raced': raced }, subscribers);
    const workers = [
      startJobWorker(t.app.ctx, handlers, { pollMs: 20, lanes: { default: 3 } }),
      startJobWorker({ ...t.app.ctx, db: second.db }, handlers, {
        pollMs: 20,
        lanes: { default: 3 },
      }),
    ];
    const events = Array.from({ length: 20 }, (_, n) => n);
    try {
      await Promise.all(
        events.map((n) =>
          (n % 2 ? second.db : t.database.db).transaction((tx) =>
            emitEvent(tx, 'test.raced', { n }),
          ),
        ),
      );
      wakeJobWorkers();
      const unfinished = async () =>
        (await t.database.db.select().from(jobs).where(isNull(jobs.doneAt))).length;
      await expect.poll(unfinished, { timeout: 20_000, interval: 100 }).toBe(0);
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
    }

    for (const name of Object.keys(heard)) {
      expect([...new Set(heard[name])].sort((a, b) => a - b)).toEqual(events);
    }
    const deliveries = await t.database.db.select().from(jobs).where(like(jobs.kind, 'event:%'));
    expect(deliveries).toHaveLength(events.length * subscribers.length);
    expect(deliveries.filter((job) => job.failedAt !== null)).toEqual([]);
    // Both took part (a finished job keeps the id of the worker that ran it).
    expect(new Set(deliveries.map((job) => job.lockedBy)).size).toBe(2);
  });
});
