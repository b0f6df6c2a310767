import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../context.ts';
import { claimJob } from '../jobs/job-queue.ts';
import type { JobHandler } from '../jobs/job-types.ts';
import { newWorkerId, wakeJobWorkers } from '../jobs/job-worker.ts';
import { runJob } from '../jobs/run-job.ts';

/** A request's delivery jobs: `event` names the event of a dispatch, none for a delivery. */
type Noted = { jobId: number; event?: string };
const noted = new AsyncLocalStorage<Noted[]>();
const notedBy = new WeakMap<FastifyRequest, Noted[]>();

/**
 * Marks a delivery job (an event's dispatch, a `beforeAnswer` subscriber's delivery) made by the
 * request: a `beforeAnswer` delivery, and the dispatch of an event that has such a subscriber,
 * run as soon as the request has committed, before it answers; another event's dispatch is left
 * to the worker, woken once the answer is sent. Outside a request it does nothing: the worker
 * delivers.
 */
export function notePromptDelivery(jobId: number, event?: string) {
  noted.getStore()?.push({ jobId, event });
}

/**
 * What a person just did shows in their next read: the events a request emits that have
 * `beforeAnswer` subscribers (`promptEvents`) are dispatched, and delivered to those subscribers,
 * after its handler has finished (so its transaction has committed) and before the answer goes
 * out. Every other delivery is off the answer's path: the workers are woken once the answer is
 * sent. The jobs are the usual rows, committed with the change: one a worker took first, or that
 * fails here, is delivered by the worker as always, and a crash loses none of them.
 */
export const promptDelivery = fp<{
  ctx: AppContext;
  handlers: JobHandler[];
  /** The events with a `beforeAnswer` subscriber (event-delivery.ts `promptEventNames`). */
  promptEvents: ReadonlySet<string>;
}>(
  async (app, { ctx, handlers, promptEvents }) => {
    const byKind = new Map(handlers.map((h) => [h.kind, h]));
    const kinds = [...byKind.keys()];
    const workerId = newWorkerId();
    const signal = new AbortController().signal;

    const prompt = (job: Noted) => job.event === undefined || promptEvents.has(job.event);
    const later = new WeakSet<FastifyRequest>();

    app.addHook('preHandler', (request, _reply, done) => {
      const jobs: Noted[] = [];
      notedBy.set(request, jobs);
      noted.run(jobs, done);
    });

    app.addHook('onSend', async (request, _reply, payload) => {
      const jobs = notedBy.get(request);
      if (!jobs?.length) return payload;
      // Committed with the change: the workers deliver them once the answer is sent.
      later.add(request);
      if (!jobs.some(prompt)) return payload;
      try {
        // Inside the store again: a dispatch notes the deliveries it creates.
        await noted.run(jobs, async () => {
          for (let job = jobs.shift(); job !== undefined; job = jobs.shift()) {
            if (!prompt(job)) continue;
            const claimed = await claimJob(ctx.db, kinds, workerId, { ids: [job.jobId] });
            if (claimed) await runJob(ctx, byKind.get(claimed.kind)!, claimed, workerId, signal);
          }
        });
      } catch (error) {
        ctx.log.error({ err: error }, 'prompt event delivery failed; the worker will deliver');
      }
      return payload;
    });

    // The other dispatches and deliveries, after the answer: the workers take them at once.
    app.addHook('onResponse', (request, _reply, done) => {
      if (later.has(request)) wakeJobWorkers();
      done();
    });
  },
  { name: 'prompt-event-delivery' },
);
