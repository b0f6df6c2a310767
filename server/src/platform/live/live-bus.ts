import type { FastifyBaseLogger } from 'fastify';
import type { LiveChannel } from '@forma/contract/common/live-channels';

export type { LiveChannel };

/**
 * What each channel carries; the feed and chat areas type their messages when they publish them.
 * The system channel's messages are contract/src/live's, ranked above every area: the server
 * root adds them (server/src/live-messages.ts), as the areas add their ports to AreaPorts.
 */
export interface LiveMessages {
  NotificationChannel: { type: string } & Record<string, unknown>;
  ChatNotificationChannel: { type: string } & Record<string, unknown>;
}

export type LiveDelivery = { userId: number; channel: LiveChannel; message: unknown };
export type LiveListener = (delivery: LiveDelivery) => void;

/**
 * `publish` reaches every socket of the recipient on that channel, whichever server process it is
 * connected to: each process's `/cable` subscribes and delivers to its own sockets.
 */
export type LiveBus = {
  publish<C extends LiveChannel>(
    recipientUserId: number,
    channel: C,
    message: LiveMessages[C],
  ): Promise<void>;
  subscribe(listener: LiveListener): () => void;
  /**
   * Called when messages may have been lost (the PostgreSQL bus listening again after its
   * connection dropped), so what was delivered by them can be caught up on.
   */
  onGap(listener: () => void): () => void;
  close(): Promise<void>;
};

/** Larger messages are refused: a live message is a nudge, the data stays behind the API. */
export const MAX_LIVE_MESSAGE_BYTES = 256 * 1024;

/** The envelope every implementation carries, checked against the size limit. */
export function encodeDelivery(delivery: LiveDelivery): string {
  const text = JSON.stringify(delivery);
  const bytes = Buffer.byteLength(text);
  if (bytes > MAX_LIVE_MESSAGE_BYTES) {
    throw new Error(
      `live message on ${delivery.channel} is ${bytes} bytes, above the ${MAX_LIVE_MESSAGE_BYTES}-byte limit`,
    );
  }
  return text;
}

/** Fans deliveries out to the listeners of this process; one failing listener does not stop the rest. */
export function createListeners(log: FastifyBaseLogger) {
  const listeners = new Set<LiveListener>();
  return {
    subscribe(listener: LiveListener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    dispatch(delivery: LiveDelivery) {
      for (const listener of listeners) {
        try {
          listener(delivery);
        } catch (error) {
          log.error({ err: error, channel: delivery.channel }, 'live listener failed');
        }
      }
    },
  };
}

/** One process (PGlite, tests): published messages go straight to this process's listeners. */
export function createInProcessLiveBus(log: FastifyBaseLogger): LiveBus {
  const listeners = createListeners(log);
  return {
    publish: async (userId, channel, message) => {
      // Through JSON as on PostgreSQL, so a message behaves the same on both.
      listeners.dispatch(JSON.parse(encodeDelivery({ userId, channel, message })) as LiveDelivery);
    },
    subscribe: listeners.subscribe,
    // One process loses nothing between publishing and delivering.
    onGap: () => () => undefined,
    close: async () => {},
  };
}
