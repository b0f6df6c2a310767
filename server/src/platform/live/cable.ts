import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebsocketPluginOptions } from '@fastify/websocket';
import fp from 'fastify-plugin';
import type { RawData, WebSocket } from 'ws';
import type { LiveChannel, LiveDelivery } from './live-bus.ts';
import { channelOf, chooseProtocol, frames, parseCommand } from './cable-protocol.ts';

const PING_MS = 3000;
/** Clients only send subscribe and unsubscribe commands: a few hundred bytes. */
const MAX_FRAME_BYTES = 64 * 1024;

export type CableSession = { userId: number; sessionId: number };

/** How `/cable` learns who a token belongs to; the auth area provides it (platform knows no area). */
export type CableSessions = {
  resolve(token: string): Promise<CableSession | null>;
  /** Of these sessions, the ones not signed out. */
  stillOpen(sessionIds: number[]): Promise<Set<number>>;
};

type Connection = {
  socket: WebSocket;
  session: CableSession;
  /** Subscribed identifiers and the channel each names. */
  subscriptions: Map<string, LiveChannel>;
};

function send(socket: WebSocket, frame: object) {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
}

/**
 * For `@fastify/websocket`: negotiate `actioncable-v1-json`, and on shutdown tell every socket
 * `server_restart` (reconnect) before closing it.
 */
export const cableWebsocketOptions: WebsocketPluginOptions = {
  options: { handleProtocols: chooseProtocol, maxPayload: MAX_FRAME_BYTES },
  preClose(this: FastifyInstance, done) {
    for (const client of this.websocketServer.clients) {
      send(client, frames.disconnect('server_restart', true));
      client.close();
    }
    this.websocketServer.close();
    done();
  },
};

/**
 * `/cable` speaks ActionCable's `actioncable-v1-json` (welcome, ping, subscribe with confirm or
 * reject, unsubscribe, disconnect with a reason), authenticated by the `token` query parameter
 * (platform.md 7). Every process delivers each live-bus message to its own sockets of the
 * recipient subscribed to that channel.
 */
export const cablePlugin = fp<{ sessions: CableSessions }>(
  async (app: FastifyInstance, { sessions }) => {
    const byUser = new Map<number, Set<Connection>>();
    const queues = new Map<number, Promise<void>>();

    /** A signed-out session is told `unauthorized` instead of getting the message. */
    const deliver = async ({ userId, channel, message }: LiveDelivery) => {
      const targets = [...(byUser.get(userId) ?? [])].filter((connection) =>
        [...connection.subscriptions.values()].includes(channel),
      );
      if (targets.length === 0) return;
      const open = await sessions.stillOpen([...new Set(targets.map((c) => c.session.sessionId))]);
      for (const { socket, session, subscriptions } of targets) {
        if (!open.has(session.sessionId)) {
          send(socket, frames.disconnect('unauthorized', false));
          socket.close();
          continue;
        }
        for (const [identifier, subscribed] of subscriptions)
          if (subscribed === channel) send(socket, frames.message(identifier, message));
      }
    };

    // One queue per recipient keeps their messages in publishing order.
    const stopListening = app.ctx.live.subscribe((delivery) => {
      if (!byUser.has(delivery.userId)) return;
      const queued = (queues.get(delivery.userId) ?? Promise.resolve())
        .then(() => deliver(delivery))
        .catch((error: unknown) => app.log.error({ err: error }, 'live delivery failed'));
      queues.set(delivery.userId, queued);
      void queued.then(() => {
        if (queues.get(delivery.userId) === queued) queues.delete(delivery.userId);
      });
    });

    // Messages may have been lost: every socket reconnects, and the app catches up on connecting.
    const stopGaps = app.ctx.live.onGap(() => {
      for (const connections of byUser.values())
        for (const { socket } of connections) {
          send(socket, frames.disconnect('server_restart', true));
          socket.close();
        }
    });

    const ping = setInterval(() => {
      for (const connections of byUser.values())
        for (const { socket } of connections) send(socket, frames.ping());
    }, PING_MS);
    ping.unref();

    app.addHook('onClose', async () => {
      clearInterval(ping);
      stopListening();
      stopGaps();
    });

    const handle = (connection: Connection, raw: RawData) => {
      const command = parseCommand(raw);
      if (!command) return;
      const { identifier } = command;
      if (command.command === 'subscribe') {
        const channel = channelOf(identifier);
        if (!channel) return send(connection.socket, frames.reject(identifier));
        connection.subscriptions.set(identifier, channel);
        send(connection.socket, frames.confirm(identifier));
      } else if (command.command === 'unsubscribe') {
        // ActionCable's server stops the stream and sends nothing back.
        connection.subscriptions.delete(identifier);
      }
      // 'message' performs a channel action; ours have none.
    };

    const connect = async (socket: WebSocket, request: FastifyRequest) => {
      const token = (request.query as { token?: unknown }).token;
      const session = typeof token === 'string' && token ? await sessions.resolve(token) : null;
      if (!session) {
        send(socket, frames.disconnect('unauthorized', false));
        socket.close();
        return null;
      }
      if (socket.readyState !== socket.OPEN) return null;
      const connection: Connection = { socket, session, subscriptions: new Map() };
      const own = byUser.get(session.userId) ?? new Set<Connection>();
      byUser.set(session.userId, own.add(connection));
      send(socket, frames.welcome());
      return connection;
    };

    const forget = (connection: Connection) => {
      const own = byUser.get(connection.session.userId);
      own?.delete(connection);
      if (own?.size === 0) byUser.delete(connection.session.userId);
    };

    app.get('/cable', { websocket: true }, (socket, request) => {
      // Listeners are attached at once; commands that come before the welcome wait for it.
      let connection: Connection | null = null;
      const early: RawData[] = [];
      socket.on('error', (error) => request.log.warn({ err: error }, 'cable socket error'));
      socket.on('message', (raw: RawData) => {
        if (connection) handle(connection, raw);
        else early.push(raw);
      });
      socket.on('close', () => {
        if (connection) forget(connection);
      });
      connect(socket, request).then(
        (opened) => {
          connection = opened;
          if (opened) for (const raw of early.splice(0)) handle(opened, raw);
        },
        (error: unknown) => {
          request.log.error({ err: error }, 'cable connection failed');
          socket.close(1011);
        },
      );
    });
  },
  { name: 'cable' },
);
