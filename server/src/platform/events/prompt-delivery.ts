import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../context.ts';
import { claimJob } from '../jobs/job-queue.ts';
import type { JobHandler } from '../jobs/job-types.ts';
import { newWorkerId, wakeJobWorkers } from '../jobs/job-worker.ts';
import { runJob } from '../jobs/run-job.ts';

const noted = new AsyncLocalStorage<number[]>();
const notedBy = new WeakMap<FastifyRequest, number[]>();

/**
 * Marks a delivery job (an event's dispatch, a `beforeAnswer` subscriber's delivery) to run as
 * soon as the request that made it has committed, before it answers. Outside a request it does
 * nothing: the worker delivers.
 */
export function notePromptDelivery(jobId: number) {
  noted.getStore()?.push(jobId);
}

/**
 * What a person just did shows in their next read: the events a request emits are dispatched,
 * and delivered to the subscribers that asked for it, after its handler has finished (so its
 * transaction has committed) and before the answer goes out. The jobs are the usual rows: one a
 * worker took first, or that fails here, is delivered by the worker as always.
 */
export const promptDelivery = fp<{ ctx: AppContext; handlers: JobHandler[] }>(
  async (app, { ctx, handlers }) => {
    const byKind = new Map(handlers.map((h) => [h.kind, h]));
    const kinds = [...byKind.keys()];
    const workerId = newWorkerId();
    const signal = new AbortController().signal;

    app.addHook('preHandler', (request, _reply, done) => {
      const jobIds: number[] = [];
      notedBy.set(request, jobIds);
      noted.run(jobIds, done);
    });

    app.addHook('onSend', async (request, _reply, payload) => {
      const jobIds = notedBy.get(request);
      if (!jobIds?.length) return payload;
      try {
        // Inside the store again: a dispatch notes the deliveries it creates.
        await noted.run(jobIds, async () => {
          for (let id = jobIds.shift(); id !== undefined; id = jobIds.shift()) {
            const job = await claimJob(ctx.db, kinds, workerId, { ids: [id] });
            if (job) await runJob(ctx, byKind.get(job.kind)!, job, workerId, signal);
          }
        });
      } catch (error) {
        ctx.log.error({ err: error }, 'prompt event delivery failed; the worker will deliver');
      }
      // The other subscribers' deliveries are committed now: the workers take them at once.
      wakeJobWorkers();
      return payload;
    });
  },
  { name: 'prompt-event-delivery' },
);
