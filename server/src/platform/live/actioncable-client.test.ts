import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { adapters, createConsumer } from '@rails/actioncable';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, signUp } from '../../../test/helpers.ts';

// The web app's client, Rails' own @rails/actioncable, against /cable: the protocol as a
// third-party client speaks it. In Node it needs a WebSocket and the window's event listeners.
adapters.WebSocket = WebSocket as unknown as typeof adapters.WebSocket;

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  base = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
});
afterAll(async () => {
  await t.close();
});
afterEach(() => vi.unstubAllGlobals());

describe('the @rails/actioncable client on /cable', () => {
  it('connects, subscribes to SystemNotificationChannel and receives switched', async () => {
    vi.stubGlobal('addEventListener', () => undefined);
    vi.stubGlobal('removeEventListener', () => undefined);
    const coach = await signUp(t.app);
    const consumer = createConsumer(`${base}/cable?token=${coach.token}`);
    const received: unknown[] = [];
    await new Promise<void>((connected, failed) => {
      consumer.subscriptions.create(
        { channel: 'SystemNotificationChannel' },
        {
          connected: () => connected(),
          rejected: () => failed(new Error('rejected')),
          received: (message: unknown) => received.push(message),
        },
      );
    });

    await t.app.inject({
      method: 'PUT',
      url: '/api/accounts/switch',
      headers: bearer(coach.token),
      payload: { id: coach.private.id },
    });
    await vi.waitFor(() =>
      expect(received).toEqual([
        {
          type: 'switched',
          event: null,
          data: { private_id: coach.private.id, current_id: coach.private.id },
        },
      ]),
    );
    consumer.disconnect();
  });
});
