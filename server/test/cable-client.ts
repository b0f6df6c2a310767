import WebSocket from 'ws';

export type Frame = Record<string, unknown>;

export const systemChannel = JSON.stringify({ channel: 'SystemNotificationChannel' });
export const notificationChannel = JSON.stringify({ channel: 'NotificationChannel' });

/**
 * A socket on `/cable` as an ActionCable client opens it, collecting the frames it receives
 * (pings apart) so a test can wait for the next one.
 */
export function openCable(base: string, token: string, protocols = ['actioncable-v1-json']) {
  const socket = new WebSocket(`${base}/cable?token=${encodeURIComponent(token)}`, protocols);
  const frames: Frame[] = [];
  const pings: Frame[] = [];
  const waiters: Array<() => void> = [];
  let read = 0;
  socket.on('message', (raw) => {
    const frame = JSON.parse(raw.toString()) as Frame;
    (frame.type === 'ping' ? pings : frames).push(frame);
    waiters.splice(0).forEach((wake) => wake());
  });
  socket.on('close', () => waiters.splice(0).forEach((wake) => wake()));
  const until = async (ready: () => boolean, what: string, ms = 5000) => {
    const deadline = Date.now() + ms;
    while (!ready()) {
      if (Date.now() > deadline) throw new Error(`no ${what} within ${ms} ms`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
  };
  return {
    socket,
    /** The next frame not read yet (pings apart). */
    next: async (ms?: number) => {
      await until(() => frames.length > read, 'frame', ms);
      return frames[read++]!;
    },
    nextPing: async (ms?: number) => {
      const seen = pings.length;
      await until(() => pings.length > seen, 'ping', ms);
      return pings[seen]!;
    },
    closed: () => until(() => socket.readyState === WebSocket.CLOSED, 'close'),
    send: (frame: unknown) =>
      socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame)),
    subscribe: async (identifier: string) => {
      socket.send(JSON.stringify({ command: 'subscribe', identifier }));
    },
  };
}

/** Opens a socket, checks the welcome, subscribes to `identifiers` and checks each confirmation. */
export async function connectCable(base: string, token: string, identifiers: string[]) {
  const cable = openCable(base, token);
  const welcome = await cable.next();
  if (welcome.type !== 'welcome')
    throw new Error(`expected a welcome, got ${JSON.stringify(welcome)}`);
  for (const identifier of identifiers) {
    await cable.subscribe(identifier);
    const answer = await cable.next();
    if (answer.type !== 'confirm_subscription' || answer.identifier !== identifier)
      throw new Error(`expected a confirmation, got ${JSON.stringify(answer)}`);
  }
  return cable;
}
