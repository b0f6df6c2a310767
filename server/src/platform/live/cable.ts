import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { eq } from 'drizzle-orm';
import type { WebSocket } from 'ws';
import { sessions } from '../../modules/auth/auth.tables.ts';
import { hashToken } from '../auth/tokens.ts';

/** Channels the spec names (platform.md 7); the areas that publish on them come later. */
const CHANNELS = new Set([
  'NotificationChannel',
  'ChatNotificationChannel',
  'SystemNotificationChannel',
]);
const PING_MS = 3000;

type Command = { command?: string; identifier?: string };
type Subscriber = { socket: WebSocket; identifier: string; channel: string };

function channelOf(identifier: string): string | undefined {
  try {
    return (JSON.parse(identifier) as { channel?: string }).channel;
  } catch {
    return undefined;
  }
}

/**
 * `/cable` speaks ActionCable's `actioncable-v1-json` protocol: welcome, pings, and
 * subscribe/confirm per channel identifier, authenticated by the `token` query parameter.
 */
export const cablePlugin = fp(async (app: FastifyInstance) => {
  const subscribers = new Map<number, Set<Subscriber>>();

  app.decorate('broadcast', (userId: number, channel: string, message: unknown) => {
    for (const entry of subscribers.get(userId) ?? []) {
      if (entry.channel === channel)
        entry.socket.send(JSON.stringify({ identifier: entry.identifier, message }));
    }
  });

  app.get('/cable', { websocket: true }, async (socket, request) => {
    const token = (request.query as { token?: string }).token;
    const [session] = token
      ? await app.ctx.db
          .select()
          .from(sessions)
          .where(eq(sessions.tokenHash, hashToken(token)))
      : [];
    if (!session) {
      socket.send(JSON.stringify({ type: 'disconnect', reason: 'unauthorized', reconnect: false }));
      socket.close();
      return;
    }
    const own = subscribers.get(session.userId) ?? new Set<Subscriber>();
    subscribers.set(session.userId, own);
    socket.send(JSON.stringify({ type: 'welcome' }));
    const ping = setInterval(() => {
      socket.send(JSON.stringify({ type: 'ping', message: Math.floor(Date.now() / 1000) }));
    }, PING_MS);

    socket.on('message', (raw) => {
      let command: Command;
      try {
        command = JSON.parse(raw.toString()) as Command;
      } catch {
        return;
      }
      const identifier = command.identifier;
      if (!identifier) return;
      const channel = channelOf(identifier);
      if (command.command === 'subscribe') {
        if (!channel || !CHANNELS.has(channel)) {
          socket.send(JSON.stringify({ identifier, type: 'reject_subscription' }));
          return;
        }
        own.add({ socket, identifier, channel });
        socket.send(JSON.stringify({ identifier, type: 'confirm_subscription' }));
      } else if (command.command === 'unsubscribe') {
        for (const entry of own)
          if (entry.socket === socket && entry.identifier === identifier) own.delete(entry);
      }
    });

    socket.on('close', () => {
      clearInterval(ping);
      for (const entry of own) if (entry.socket === socket) own.delete(entry);
    });
  });
});

declare module 'fastify' {
  interface FastifyInstance {
    broadcast(userId: number, channel: string, message: unknown): void;
  }
}
