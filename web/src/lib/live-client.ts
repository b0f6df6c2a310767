import { createConsumer } from '@rails/actioncable';
import type { LiveChannel } from '@forma/contract/live/live.schemas';

export type LiveHandlers = Partial<Record<LiveChannel, (message: unknown) => void>>;

/** The live channel's address: `{host}/cable` with the stored access token (platform.md 7). */
export const liveUrl = (token: string) => `/cable?token=${encodeURIComponent(token)}`;

/**
 * Connects to `/cable` with ActionCable's own client (it reconnects, and stops when the server
 * says the token is no longer valid) and hands each channel's messages to its handler;
 * `onReconnected` runs when a channel is back after a drop (messages sent meanwhile are lost, so
 * what they would have changed is read again). Returns the disconnect.
 */
export function connectLive(
  token: string,
  handlers: LiveHandlers,
  onReconnected: () => void = () => undefined,
  url = liveUrl(token),
) {
  const consumer = createConsumer(url);
  for (const [channel, received] of Object.entries(handlers))
    consumer.subscriptions.create(
      { channel },
      {
        received,
        connected: ({ reconnected }: { reconnected: boolean }) => {
          if (reconnected) onReconnected();
        },
      },
    );
  return () => consumer.disconnect();
}
