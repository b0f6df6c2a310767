import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { now } from '../clock.ts';
import { jobs } from '../jobs/jobs.tables.ts';
import { DISPATCH_KIND, EVENT_JOB_ATTEMPTS } from './event-jobs.ts';
import type { DomainEvents, EventName } from './event-catalogue.ts';
import { outboxEvents } from './outbox.tables.ts';
import { notePromptDelivery } from './prompt-delivery.ts';

type Executor = Pick<Db, 'execute'>;

/**
 * Tells whoever subscribes that `name` happened. Pass the transaction of the change: the event
 * and its dispatch job are written in it (one statement), so a change rolled back tells nobody
 * and a committed one reaches every subscriber at least once (event-delivery.ts), in any process.
 */
export async function emitEvent<N extends EventName>(
  tx: Executor,
  name: N,
  payload: DomainEvents[N],
): Promise<number> {
  const e = outboxEvents;
  const [row] = await rawRows<{ job_id: string | number; event_id: string | number }>(
    tx as Db,
    sql`with event as (
        insert into ${e} (${sql.identifier(e.name.name)}, ${sql.identifier(e.payload.name)})
        values (${name}, ${JSON.stringify(payload)}::jsonb) returning ${sql.identifier(e.id.name)}
      )
      insert into ${jobs} (${sql.identifier(jobs.kind.name)}, ${sql.identifier(jobs.payload.name)},
        ${sql.identifier(jobs.runAt.name)}, ${sql.identifier(jobs.maxAttempts.name)})
      select ${DISPATCH_KIND}, jsonb_build_object('eventId', event.id),
        ${now().toISOString()}::timestamptz, ${EVENT_JOB_ATTEMPTS}::int from event
      returning ${sql.identifier(jobs.id.name)} as job_id,
        (${sql.identifier(jobs.payload.name)}->>'eventId')::bigint as event_id`,
  );
  notePromptDelivery(Number(row!.job_id), name);
  return Number(row!.event_id);
}
