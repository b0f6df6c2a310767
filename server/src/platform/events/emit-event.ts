import type { Db } from '../../db/database.ts';
import { insertJob } from '../jobs/job-queue.ts';
import { DISPATCH_KIND, EVENT_JOB_ATTEMPTS } from './event-jobs.ts';
import type { DomainEvents, EventName } from './event-catalogue.ts';
import { outboxEvents } from './outbox.tables.ts';
import { notePromptDelivery } from './prompt-delivery.ts';

type Executor = Pick<Db, 'insert'>;

/**
 * Tells whoever subscribes that `name` happened. Pass the transaction of the change: the event
 * and its dispatch job are written in it, so a change rolled back tells nobody and a committed
 * one reaches every subscriber at least once (event-delivery.ts), in any process.
 */
export async function emitEvent<N extends EventName>(
  tx: Executor,
  name: N,
  payload: DomainEvents[N],
): Promise<number> {
  const [event] = await tx
    .insert(outboxEvents)
    .values({ name, payload })
    .returning({ id: outboxEvents.id });
  const dispatch = await insertJob(
    tx,
    DISPATCH_KIND,
    { eventId: event!.id },
    { maxAttempts: EVENT_JOB_ATTEMPTS },
  );
  notePromptDelivery(dispatch, name);
  return event!.id;
}
