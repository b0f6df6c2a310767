import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { signUp } from '../../../test/helpers.ts';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = address.replace('http', 'ws');
});
afterAll(async () => {
  await t.close();
});

/** Collects the JSON frames a socket receives, skipping pings. */
function open(url: string) {
  const socket = new WebSocket(url, ['actioncable-v1-json']);
  const frames: Record<string, unknown>[] = [];
  const waiters: Array<() => void> = [];
  socket.on('message', (raw) => {
    const frame = JSON.parse(raw.toString()) as Record<string, unknown>;
    if (frame.type === 'ping') return;
    frames.push(frame);
    waiters.splice(0).forEach((w) => w());
  });
  const next = async (count: number) => {
    while (frames.length < count) await new Promise<void>((resolve) => waiters.push(resolve));
    return frames[count - 1]!;
  };
  return { socket, next };
}

describe('the /cable live channel', () => {
  it('welcomes a signed-in user, confirms channel subscriptions and delivers broadcasts', async () => {
    const { token, private: me } = await signUp(t.app);
    const { socket, next } = open(`${base}/cable?token=${token}`);
    expect(await next(1)).toEqual({ type: 'welcome' });

    const identifier = JSON.stringify({ channel: 'NotificationChannel' });
    socket.send(JSON.stringify({ command: 'subscribe', identifier }));
    expect(await next(2)).toEqual({ identifier, type: 'confirm_subscription' });

    t.app.broadcast(me.id, 'NotificationChannel', { type: 'check_list', completed: 'sing_up' });
    expect(await next(3)).toEqual({
      identifier,
      message: { type: 'check_list', completed: 'sing_up' },
    });

    const unknown = JSON.stringify({ channel: 'SecretChannel' });
    socket.send(JSON.stringify({ command: 'subscribe', identifier: unknown }));
    expect(await next(4)).toEqual({ identifier: unknown, type: 'reject_subscription' });
    socket.close();
  });

  it('turns away a connection without a valid token', async () => {
    const { next } = open(`${base}/cable?token=not-a-token`);
    expect(await next(1)).toMatchObject({ type: 'disconnect', reason: 'unauthorized' });
  });
});
