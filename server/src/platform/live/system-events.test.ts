import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, signUp } from '../../../test/helpers.ts';
import { connectCable, systemChannel } from '../../../test/cable-client.ts';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  base = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
});
afterAll(async () => {
  await t.close();
});

describe('system events on SystemNotificationChannel (platform.md 4, 7)', () => {
  it('tells every tab of the person that they switched account', async () => {
    const coach = await signUp(t.app);
    const tab = await connectCable(base, coach.token, [systemChannel]);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/accounts/switch',
      headers: bearer(coach.token),
      payload: { id: coach.private.id },
    });
    expect(response.statusCode).toBe(200);
    expect(await tab.next()).toEqual({
      identifier: systemChannel,
      message: {
        type: 'switched',
        event: null,
        data: { private_id: coach.private.id, current_id: coach.private.id },
      },
    });
    tab.socket.close();
  });

  it('tells the coach their subscription was updated when the trial starts', async () => {
    const coach = await signUp(t.app);
    await t.app.inject({
      method: 'PUT',
      url: '/api/accounts/switch',
      headers: bearer(coach.token),
      payload: { id: coach.private.id },
    });
    const tab = await connectCable(base, coach.token, [systemChannel]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/me',
      headers: bearer(coach.token),
      payload: { user: { trial_start: true } },
    });
    expect(response.statusCode).toBe(200);
    expect(await tab.next()).toEqual({
      identifier: systemChannel,
      message: { type: 'subscribe', event: 'updated', data: { account_id: coach.private.id } },
    });
    tab.socket.close();
  });
});
