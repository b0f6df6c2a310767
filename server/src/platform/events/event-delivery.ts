import { and, eq, isNull, lt } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { now } from '../clock.ts';
import { insertJob } from '../jobs/job-queue.ts';
import { PermanentJobError, type JobHandler } from '../jobs/job-types.ts';
import type { EventSchemas } from './event-catalogue.ts';
import { deliveryKind, DISPATCH_KIND, EVENT_JOB_ATTEMPTS, eventJobPayload } from './event-jobs.ts';
import type { EventSubscriber } from './event-subscriber.ts';
import { outboxEvents, type OutboxEventRow } from './outbox.tables.ts';
import { notePromptDelivery } from './prompt-delivery.ts';

type EventJob = JobHandler<z.infer<typeof eventJobPayload>>;

/**
 * The jobs that deliver events: one dispatch job per event queues one delivery job per
 * subscriber, in one transaction that also marks the event dispatched (so a repeated dispatch
 * queues nothing twice); each delivery then runs, retries and fails on its own, like any job.
 */
export function eventDeliveryJobs(
  schemas: EventSchemas,
  subscribers: EventSubscriber[],
): JobHandler[] {
  const names = new Set<string>();
  for (const { name } of subscribers) {
    if (names.has(name)) throw new Error(`Two event subscribers are named '${name}'.`);
    names.add(name);
  }
  const payloadOf = (event: OutboxEventRow) => {
    const schema = schemas[event.name as keyof EventSchemas] as z.ZodType | undefined;
    if (!schema) {
      throw new PermanentJobError(`Event ${event.id} is a '${event.name}', an unknown event.`);
    }
    const parsed = schema.safeParse(event.payload);
    if (!parsed.success) {
      throw new PermanentJobError(
        `Event ${event.id} (${event.name}) has a payload that is not a ${event.name} payload.`,
        z.prettifyError(parsed.error),
      );
    }
    return parsed.data;
  };

  const dispatch: EventJob = {
    kind: DISPATCH_KIND,
    payload: eventJobPayload,
    maxAttempts: EVENT_JOB_ATTEMPTS,
    run: async (ctx, { eventId }) => {
      const prompt = await ctx.db.transaction(async (tx) => {
        const [event] = await tx
          .update(outboxEvents)
          .set({ dispatchedAt: now() })
          .where(and(eq(outboxEvents.id, eventId), isNull(outboxEvents.dispatchedAt)))
          .returning();
        if (!event) return [];
        payloadOf(event);
        const queued: number[] = [];
        for (const subscriber of subscribers.filter((s) => s.event === event.name)) {
          const id = await insertJob(
            tx,
            deliveryKind(subscriber.name),
            { eventId },
            { maxAttempts: subscriber.maxAttempts ?? EVENT_JOB_ATTEMPTS },
          );
          if (subscriber.beforeAnswer) queued.push(id);
        }
        return queued;
      });
      for (const id of prompt) notePromptDelivery(id);
    },
  };

  const deliveries = subscribers.map((subscriber): EventJob => ({
    kind: deliveryKind(subscriber.name),
    payload: eventJobPayload,
    maxAttempts: subscriber.maxAttempts ?? EVENT_JOB_ATTEMPTS,
    run: async (ctx, { eventId }) => {
      const [event] = await ctx.db.select().from(outboxEvents).where(eq(outboxEvents.id, eventId));
      if (!event) throw new PermanentJobError(`Event ${eventId} is no longer in the outbox.`);
      await subscriber.handle(ctx, payloadOf(event) as Parameters<typeof subscriber.handle>[1], {
        id: event.id,
        createdAt: event.createdAt,
      });
    },
  }));

  return [dispatch, ...deliveries] as JobHandler[];
}

/** The events that have a `beforeAnswer` subscriber: only their dispatch runs before the answer. */
export function promptEventNames(subscribers: EventSubscriber[]): ReadonlySet<string> {
  return new Set(subscribers.filter((s) => s.beforeAnswer).map((s) => s.event));
}

/** Dispatched events are kept as long as finished jobs, then removed (job-worker.ts `prune`). */
export async function pruneOutbox(db: Db, olderThanMs: number) {
  await db
    .delete(outboxEvents)
    .where(lt(outboxEvents.dispatchedAt, new Date(now().getTime() - olderThanMs)));
}
