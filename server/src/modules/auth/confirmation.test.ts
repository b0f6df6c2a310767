import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, linkIn, mailsTo, signUp } from '../../../test/helpers.ts';
import { setNow } from '../../platform/clock.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  setNow(null);
  await t.close();
});

const resend = (token?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/confirmation',
    headers: token ? bearer(token) : {},
  });

const confirmationLinks = async (email: string) =>
  (await mailsTo(t, email))
    .filter((m) => m.subject.includes('Confirm your email'))
    .map((m) => linkIn(m, '/confirmation').searchParams.get('confirmation_token'));

const confirm = (confirmation_token: string | null) =>
  t.app.inject({ method: 'POST', url: '/api/users/confirm', payload: { confirmation_token } });

describe("POST users/confirmation: 'Send the confirmation email again'", () => {
  it('sends a fresh link that confirms the address; the old link no longer works', async () => {
    const { email, token } = await signUp(t.app);
    const response = await resend(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'We have sent you a new confirmation email.' });
    const [first, second] = await confirmationLinks(email);
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    expect((await confirm(first!)).statusCode).toBe(422);
    expect((await confirm(second!)).statusCode).toBe(200);
    const me = await t.app.inject({ url: '/api/users/me', headers: bearer(token) });
    expect(me.json().private.confirmed).toBe(true);

    const again = await resend(token);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.base).toEqual(['Your email address is already confirmed.']);
    expect(await confirmationLinks(email)).toHaveLength(2);
  });

  it('sends one a minute and five an hour', async () => {
    const { email, token } = await signUp(t.app);
    // Counts run in fixed windows: start at the top of an hour so all six fall in one.
    const hour = 60 * 60 * 1000;
    const start = Math.ceil(Date.now() / hour) * hour + 1000;
    const statuses: number[] = [];
    for (let minute = 0; minute < 6; minute += 1) {
      setNow(new Date(start + minute * 61_000));
      statuses.push((await resend(token)).statusCode);
      if (minute === 0) {
        const soon = await resend(token);
        expect(soon.statusCode).toBe(429);
        expect(soon.json().errors.base).toEqual([
          'A confirmation email is on its way. Please check your inbox or try again in a minute.',
        ]);
      }
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    // The sign-up's e-mail and five more.
    expect(await confirmationLinks(email)).toHaveLength(6);
    setNow(null);
  });

  it('is for signed-in people', async () => {
    expect((await resend()).statusCode).toBe(401);
  });
});
