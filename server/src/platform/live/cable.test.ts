import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, signUp } from '../../../test/helpers.ts';
import {
  connectCable,
  notificationChannel,
  openCable,
  systemChannel,
} from '../../../test/cable-client.ts';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  base = await listen(t);
});
afterAll(async () => {
  await t.close();
});

async function listen(app: TestApp) {
  const address = await app.app.listen({ port: 0, host: '127.0.0.1' });
  return address.replace('http', 'ws');
}

const checkList = { type: 'check_list', completed: 'sing_up' };

describe('the /cable live channel (actioncable-v1-json)', () => {
  it('answers the handshake with the actioncable-v1-json subprotocol and welcomes the user', async () => {
    const { token } = await signUp(t.app);
    const cable = openCable(base, token, ['actioncable-v1-json', 'actioncable-unsupported']);
    expect(await cable.next()).toEqual({ type: 'welcome' });
    expect(cable.socket.protocol).toBe('actioncable-v1-json');
    cable.socket.close();
  });

  it('pings every 3 seconds with the server time in seconds', async () => {
    const { token } = await signUp(t.app);
    const cable = await connectCable(base, token, []);
    const ping = await cable.nextPing(7000);
    expect(ping.type).toBe('ping');
    expect(Math.abs((ping.message as number) - Date.now() / 1000)).toBeLessThan(5);
    cable.socket.close();
  });

  it('confirms a subscription and delivers what is published to that user on that channel', async () => {
    const me = await signUp(t.app);
    const other = await signUp(t.app);
    const cable = openCable(base, me.token);
    expect(await cable.next()).toEqual({ type: 'welcome' });
    cable.send({ command: 'subscribe', identifier: notificationChannel });
    expect(await cable.next()).toEqual({
      identifier: notificationChannel,
      type: 'confirm_subscription',
    });

    await t.app.ctx.live.publish(other.private.id, 'NotificationChannel', checkList);
    await t.app.ctx.live.publish(me.private.id, 'ChatNotificationChannel', { type: 'x' });
    await t.app.ctx.live.publish(me.private.id, 'NotificationChannel', checkList);
    expect(await cable.next()).toEqual({ identifier: notificationChannel, message: checkList });
    cable.socket.close();
  });

  it('delivers to every socket of the user, and a message larger than a NOTIFY payload whole', async () => {
    const me = await signUp(t.app);
    const first = await connectCable(base, me.token, [notificationChannel]);
    const second = await connectCable(base, me.token, [notificationChannel]);
    const large = { type: 'new', data: { body: 'é'.repeat(12_000), id: 1 } };
    await t.app.ctx.live.publish(me.private.id, 'NotificationChannel', large);
    for (const cable of [first, second]) {
      expect(await cable.next()).toEqual({ identifier: notificationChannel, message: large });
      cable.socket.close();
    }
  });

  it('refuses to publish a message above the size limit', async () => {
    const me = await signUp(t.app);
    await expect(
      t.app.ctx.live.publish(me.private.id, 'NotificationChannel', {
        type: 'new',
        body: 'x'.repeat(300 * 1024),
      }),
    ).rejects.toThrow(/above the 262144-byte limit/);
  });

  it('rejects an unknown channel and a malformed identifier', async () => {
    const { token } = await signUp(t.app);
    const cable = await connectCable(base, token, []);
    for (const identifier of [
      JSON.stringify({ channel: 'SecretChannel' }),
      'not json',
      JSON.stringify({ room: 'SystemNotificationChannel' }),
      'null',
    ]) {
      cable.send({ command: 'subscribe', identifier });
      expect(await cable.next()).toEqual({ identifier, type: 'reject_subscription' });
    }
    cable.socket.close();
  });

  it('stops delivering a channel once unsubscribed, without an answer', async () => {
    const me = await signUp(t.app);
    const cable = await connectCable(base, me.token, [systemChannel, notificationChannel]);
    cable.send({ command: 'unsubscribe', identifier: systemChannel });
    // Commands are handled in order: once this one is rejected, the unsubscribe has been handled.
    const unknown = JSON.stringify({ channel: 'SecretChannel' });
    cable.send({ command: 'subscribe', identifier: unknown });
    expect(await cable.next()).toEqual({ identifier: unknown, type: 'reject_subscription' });
    const switched = {
      type: 'switched' as const,
      event: null,
      data: { private_id: me.private.id, current_id: me.private.id },
    };
    await t.app.ctx.live.publish(me.private.id, 'SystemNotificationChannel', switched);
    await t.app.ctx.live.publish(me.private.id, 'NotificationChannel', checkList);
    // Messages reach a socket in publishing order: the next frame is the second one.
    expect(await cable.next()).toEqual({ identifier: notificationChannel, message: checkList });
    cable.socket.close();
  });

  it('ignores malformed frames and keeps the connection', async () => {
    const me = await signUp(t.app);
    const cable = await connectCable(base, me.token, []);
    for (const frame of [
      'not json',
      '[]',
      'null',
      '42',
      JSON.stringify({ command: 'subscribe' }),
      JSON.stringify({ command: 'dance', identifier: systemChannel }),
      JSON.stringify({ command: 'message', identifier: systemChannel, data: '{}' }),
      JSON.stringify({ command: 'unsubscribe', identifier: notificationChannel }),
    ])
      cable.send(frame);
    cable.socket.send(Buffer.from([0xff, 0x00, 0xfe]));
    cable.send({ command: 'subscribe', identifier: systemChannel });
    expect(await cable.next()).toEqual({ identifier: systemChannel, type: 'confirm_subscription' });
    cable.socket.close();
  });

  it('turns away a connection without a valid token: disconnect unauthorized, no reconnect', async () => {
    for (const token of ['not-a-token', '']) {
      const cable = openCable(base, token);
      expect(await cable.next()).toEqual({
        type: 'disconnect',
        reason: 'unauthorized',
        reconnect: false,
      });
      await cable.closed();
    }
  });

  it('stops a signed-out session: its socket is disconnected and the token turned away', async () => {
    const me = await signUp(t.app);
    const cable = await connectCable(base, me.token, [notificationChannel]);
    const signOut = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/sign_out',
      headers: bearer(me.token),
    });
    expect(signOut.statusCode).toBeLessThan(300);

    await t.app.ctx.live.publish(me.private.id, 'NotificationChannel', checkList);
    expect(await cable.next()).toEqual({
      type: 'disconnect',
      reason: 'unauthorized',
      reconnect: false,
    });
    await cable.closed();
    const again = openCable(base, me.token);
    expect(await again.next()).toMatchObject({ type: 'disconnect', reason: 'unauthorized' });
  });
});

describe('shutting the server down', () => {
  it('tells every socket server_restart with reconnect', async () => {
    const own = await createTestApp();
    try {
      const ownBase = await listen(own);
      const me = await signUp(own.app);
      const cable = await connectCable(ownBase, me.token, [systemChannel]);
      await own.app.close();
      expect(await cable.next()).toEqual({
        type: 'disconnect',
        reason: 'server_restart',
        reconnect: true,
      });
      await cable.closed();
    } finally {
      await own.close();
    }
  });
});
