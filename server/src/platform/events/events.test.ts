import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { now, setNow } from '../clock.ts';
import { insertJob } from '../jobs/job-queue.ts';
import { startJobWorker, wakeJobWorkers } from '../jobs/job-worker.ts';
import { jobs } from '../jobs/jobs.tables.ts';
import { runDueJobs } from '../jobs/run-due-jobs.ts';
import { emitEvent } from './emit-event.ts';
import { eventDeliveryJobs, promptEventNames } from './event-delivery.ts';
import { DISPATCH_KIND } from './event-jobs.ts';
import { defineSubscriber, type EventSubscriber } from './event-subscriber.ts';
import { outboxEvents } from './outbox.tables.ts';
import { promptDelivery } from './prompt-delivery.ts';

// The tests' own events, declared the way areas declare theirs.
const pinged = z.object({ n: z.number().int() });
declare module './event-catalogue.ts' {
  interface DomainEvents {
    'test.pinged': z.infer<typeof pinged>;
    'test.other': z.infer<typeof pinged>;
  }
}
const schemas = { 'test.pinged': pinged, 'test.other': pinged };

let t: TestApp;
let heard: Record<string, number[]>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.database.db.delete(jobs);
  await t.database.db.delete(outboxEvents);
  heard = {};
});

/** A subscriber that notes each `n` it hears; `fails` throws on that many first deliveries. */
function listener(
  name: string,
  event: 'test.pinged' | 'test.other',
  options: { beforeAnswer?: boolean; fails?: number } = {},
): EventSubscriber {
  let fails = options.fails ?? 0;
  return defineSubscriber({
    name,
    event,
    beforeAnswer: options.beforeAnswer,
    handle: async (_ctx, { n }) => {
      if (fails > 0) {
        fails -= 1;
        throw new Error(`${name} is unavailable`);
      }
      (heard[name] ??= []).push(n);
    },
  });
}

const deliveries = (name: string) =>
  t.database.db
    .select()
    .from(jobs)
    .where(eq(jobs.kind, `event:${name}`));

describe('domain events through the outbox', () => {
  it('writes nothing when the change is rolled back, and the event with its dispatch when it commits', async () => {
    const handlers = eventDeliveryJobs(schemas, [listener('audit', 'test.pinged')]);
    await expect(
      t.database.db.transaction(async (tx) => {
        await emitEvent(tx, 'test.pinged', { n: 1 });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await t.database.db.select().from(outboxEvents)).toEqual([]);
    expect(await t.database.db.select().from(jobs)).toEqual([]);
    expect(await runDueJobs(t.app.ctx, handlers)).toBe(0);

    const id = await t.database.db.transaction((tx) => emitEvent(tx, 'test.pinged', { n: 2 }));
    const [event] = await t.database.db.select().from(outboxEvents);
    expect(event).toMatchObject({ id, name: 'test.pinged', payload: { n: 2 }, dispatchedAt: null });
    expect(await runDueJobs(t.app.ctx, handlers)).toBe(2);
    expect(heard).toEqual({ audit: [2] });
  });

  it('delivers each event to each of its subscribers, and to no one else', async () => {
    const handlers = eventDeliveryJobs(schemas, [
      listener('first', 'test.pinged'),
      listener('second', 'test.pinged'),
      listener('elsewhere', 'test.other'),
    ]);
    await emitEvent(t.database.db, 'test.pinged', { n: 1 });
    await emitEvent(t.database.db, 'test.pinged', { n: 2 });
    // Two dispatches, then two deliveries each for 'first' and 'second'.
    expect(await runDueJobs(t.app.ctx, handlers)).toBe(6);
    expect(heard).toEqual({ first: [1, 2], second: [1, 2] });

    // A dispatch run again (its worker crashed before recording it done) queues nothing twice.
    await t.database.db
      .update(jobs)
      .set({ doneAt: null, attempts: 0 })
      .where(eq(jobs.kind, DISPATCH_KIND));
    expect(await runDueJobs(t.app.ctx, handlers)).toBe(2);
    expect((await deliveries('first')).length).toBe(2);
    expect(heard).toEqual({ first: [1, 2], second: [1, 2] });
  });

  it('retries a subscriber that throws, on its own, until it succeeds', async () => {
    const handlers = eventDeliveryJobs(schemas, [
      listener('steady', 'test.pinged'),
      listener('flaky', 'test.pinged', { fails: 2 }),
    ]);
    await emitEvent(t.database.db, 'test.pinged', { n: 5 });
    expect(await runDueJobs(t.app.ctx, handlers)).toBe(3);
    expect(heard).toEqual({ steady: [5] });
    const [waiting] = await deliveries('flaky');
    expect(waiting).toMatchObject({ attempts: 1, doneAt: null, lastError: 'flaky is unavailable' });

    for (const attempt of [2, 3]) {
      const [due] = await deliveries('flaky');
      setNow(new Date(due!.runAt.getTime() + 1000));
      expect(await runDueJobs(t.app.ctx, handlers)).toBe(1);
      expect((await deliveries('flaky'))[0]!.attempts).toBe(attempt);
    }
    expect(heard).toEqual({ steady: [5], flaky: [5] });
    const [delivered] = await deliveries('flaky');
    expect(delivered!.doneAt).not.toBeNull();
    expect(delivered!.failedAt).toBeNull();
  });

  it('fails the dispatch of an event whose payload is not in its shape, saying why', async () => {
    const handlers = eventDeliveryJobs(schemas, [listener('audit', 'test.pinged')]);
    // As an older version might have left it.
    const [event] = await t.database.db
      .insert(outboxEvents)
      .values({ name: 'test.pinged', payload: { count: 1 } })
      .returning();
    const dispatch = await insertJob(t.database.db, DISPATCH_KIND, { eventId: event!.id });
    expect(await runDueJobs(t.app.ctx, handlers)).toBe(1);
    const [failed] = await t.database.db.select().from(jobs).where(eq(jobs.id, dispatch));
    expect(failed!.failedAt).not.toBeNull();
    expect(failed!.lastError).toBe(
      `Event ${event!.id} (test.pinged) has a payload that is not a test.pinged payload.\n` +
        '✖ Invalid input: expected number, received undefined\n  → at n',
    );
    expect(await deliveries('audit')).toEqual([]);
    expect(heard).toEqual({});
  });

  it('is delivered by the worker loop of a process, with no request involved', async () => {
    const handlers = eventDeliveryJobs(schemas, [listener('audit', 'test.pinged')]);
    const worker = startJobWorker(t.app.ctx, handlers, { pollMs: 5000 });
    try {
      await emitEvent(t.database.db, 'test.pinged', { n: 9 });
      wakeJobWorkers();
      // Longer than the worker's poll: a wake that comes before the worker listens is made up
      // by its next poll.
      await expect.poll(() => heard.audit, { timeout: 12_000 }).toEqual([9]);
    } finally {
      await worker.stop();
    }
  });
});

describe('delivery before the answer', () => {
  async function webWith(subscribers: EventSubscriber[]) {
    const web = Fastify();
    await web.register(promptDelivery, {
      ctx: t.app.ctx,
      handlers: eventDeliveryJobs(schemas, subscribers),
      promptEvents: promptEventNames(subscribers),
    });
    web.post<{ Body: { n: number; fail?: boolean } }>('/ping', async (request) => {
      await t.database.db.transaction(async (tx) => {
        await emitEvent(tx, 'test.pinged', { n: request.body.n });
        if (request.body.fail) throw new Error('the change failed');
      });
      return { ok: true };
    });
    // A real socket, as the browser's requests come (a streamed body included).
    const address = await web.listen({ port: 0, host: '127.0.0.1' });
    const ping = async (body: { n: number; fail?: boolean }) =>
      (
        await fetch(`${address}/ping`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).status;
    return { web, ping };
  }

  it("runs the emitting request's `beforeAnswer` subscribers before it answers; the others are the worker's", async () => {
    const subscribers = [
      listener('shown', 'test.pinged', { beforeAnswer: true }),
      listener('later', 'test.pinged'),
    ];
    const { web, ping } = await webWith(subscribers);
    expect(await ping({ n: 7 })).toBe(200);
    expect(heard).toEqual({ shown: [7] });

    expect(await ping({ n: 8, fail: true })).toBe(500);
    expect(heard).toEqual({ shown: [7] });

    expect(await runDueJobs(t.app.ctx, eventDeliveryJobs(schemas, subscribers))).toBe(1);
    expect(heard).toEqual({ shown: [7], later: [7] });
    await web.close();
  });

  it("leaves an event without `beforeAnswer` subscribers to the worker: its dispatch is not on the answer's path", async () => {
    const subscribers = [listener('later', 'test.pinged')];
    const { web, ping } = await webWith(subscribers);
    expect(await ping({ n: 5 })).toBe(200);
    // Committed with the change and not yet run: the dispatch waits for a worker.
    const [dispatch] = await t.database.db.select().from(jobs).where(eq(jobs.kind, DISPATCH_KIND));
    expect(dispatch).toMatchObject({ attempts: 0, doneAt: null, lockedBy: null });
    expect(heard).toEqual({});

    expect(await runDueJobs(t.app.ctx, eventDeliveryJobs(schemas, subscribers))).toBe(2);
    expect(heard).toEqual({ later: [5] });
    await web.close();
  });

  it('answers even when such a subscriber throws; the worker delivers it later', async () => {
    const subscribers = [listener('shown', 'test.pinged', { beforeAnswer: true, fails: 1 })];
    const { web, ping } = await webWith(subscribers);
    expect(await ping({ n: 3 })).toBe(200);
    expect(heard).toEqual({});
    const [waiting] = await deliveries('shown');
    expect(waiting).toMatchObject({ attempts: 1, lastError: 'shown is unavailable' });

    setNow(new Date(now().getTime() + 60_000));
    expect(await runDueJobs(t.app.ctx, eventDeliveryJobs(schemas, subscribers))).toBe(1);
    expect(heard).toEqual({ shown: [3] });
    await web.close();
  });
});
