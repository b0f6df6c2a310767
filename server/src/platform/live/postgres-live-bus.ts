import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { liveChannelSchema } from '@forma/contract/common/live-channels';
import type { Db } from '../../db/database.ts';
import { createListeners, encodeDelivery, type LiveBus, type LiveDelivery } from './live-bus.ts';
import { createPayloadJoiner, splitPayload } from './notify-payload.ts';

/** The one NOTIFY channel every server process listens on. */
export const NOTIFY_CHANNEL = 'forma_live';
const RETRY_MS = [100, 500, 1000, 2000, 5000, 10_000];

function parseDelivery(text: string): LiveDelivery | null {
  try {
    const value = JSON.parse(text) as Partial<LiveDelivery>;
    const channel = liveChannelSchema.safeParse(value.channel);
    if (!Number.isInteger(value.userId) || !channel.success) return null;
    return { userId: value.userId!, channel: channel.data, message: value.message };
  } catch {
    return null;
  }
}

/**
 * Several server processes on one PostgreSQL: publish is `pg_notify` through the app's pool, and
 * one dedicated connection per process LISTENs and hands every message to this process's
 * listeners (its own messages included). A dropped listener connection is reopened; messages
 * published while it was down are not replayed, but the gap listeners are told once it listens
 * again (the cable has its sockets reconnect and catch up).
 */
export async function startPostgresLiveBus(
  db: Db,
  url: string,
  log: FastifyBaseLogger,
): Promise<LiveBus> {
  const listeners = createListeners(log);
  const gapListeners = new Set<() => void>();
  const join = createPayloadJoiner();
  let listener: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;

  const receive = (payload: string) => {
    const whole = join(payload);
    if (whole === null) return;
    const delivery = parseDelivery(whole);
    if (delivery) listeners.dispatch(delivery);
    else log.warn('live bus: ignored a malformed notification');
  };

  const lost = (client: pg.Client, error: Error) => {
    if (listener !== client) return;
    listener = null;
    void client.end().catch(() => undefined);
    if (closed) return;
    log.warn({ err: error }, 'live bus: the LISTEN connection was lost, reconnecting');
    reconnect(0);
  };

  const connect = async () => {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (note) => {
      if (note.channel === NOTIFY_CHANNEL && note.payload) receive(note.payload);
    });
    client.on('error', (error) => lost(client, error));
    client.on('end', () => lost(client, new Error('connection ended')));
    try {
      await client.connect();
      await client.query(`listen ${NOTIFY_CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (closed) await client.end();
    else listener = client;
  };

  const reconnect = (attempt: number) => {
    retry = setTimeout(
      () => {
        connect().then(
          () => {
            log.info('live bus: listening again');
            for (const listener of gapListeners) listener();
          },
          (error: unknown) => {
            log.warn({ err: error }, 'live bus: reconnecting failed, trying again');
            if (!closed) reconnect(attempt + 1);
          },
        );
      },
      RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)],
    );
  };

  await connect();

  return {
    publish: async (userId, channel, message) => {
      const parts = splitPayload(encodeDelivery({ userId, channel, message }));
      const notify = (part: string) => sql`select pg_notify(${NOTIFY_CHANNEL}, ${part})`;
      if (parts.length === 1) await db.execute(notify(parts[0]!));
      else
        await db.transaction(async (tx) => {
          for (const part of parts) await tx.execute(notify(part));
        });
    },
    subscribe: listeners.subscribe,
    onGap: (listener) => {
      gapListeners.add(listener);
      return () => void gapListeners.delete(listener);
    },
    close: async () => {
      closed = true;
      clearTimeout(retry);
      const client = listener;
      listener = null;
      await client?.end().catch(() => undefined);
    },
  };
}
