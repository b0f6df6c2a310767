import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { linkIn, mailsTo, signIn, signUp, uniqueEmail } from '../../../test/helpers.ts';
import { TEST_CLIENT } from '../../../test/prepare-database.ts';
import { setNow } from '../../platform/clock.ts';

const SENT =
  'If an account exists for this email, you will receive password reset instructions in a few minutes.';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: '3' });
});
afterAll(async () => {
  await t.close();
});

function requestResetFrom(ip: string, email: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/users/password',
    payload: { email, ...TEST_CLIENT },
    remoteAddress: ip,
  });
}

const resetMails = async (email: string) =>
  (await mailsTo(t, email)).filter((m) => m.subject.includes('Reset'));

describe('password reset requests (spam protection that keeps no owner out)', () => {
  it('sends no new link past the per-e-mail limit, and a link already sent still works', async () => {
    const { email } = await signUp(t.app);
    const ips = ['10.7.0.1', '10.7.0.2', '10.7.0.3', '10.7.0.4', '10.7.0.5', '10.7.1.1'];
    for (const [minute, ip] of ips.entries()) {
      setNow(new Date(Date.UTC(2031, 1, 1, 10, 1 + minute)));
      const response = await requestResetFrom(ip, email);
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toBe(SENT);
    }
    const mails = await resetMails(email);
    expect(mails).toHaveLength(3);

    // Each link replaces the one before: exactly one of them, the latest, still resets.
    const statuses: number[] = [];
    for (const mail of mails) {
      const reset = await t.app.inject({
        method: 'PUT',
        url: '/api/users/password',
        payload: {
          password: 'chosen-anew',
          password_confirmation: 'chosen-anew',
          reset_password_token: linkIn(mail, '/onboarding/reset_password').searchParams.get(
            'reset_password_token',
          ),
          ...TEST_CLIENT,
        },
        remoteAddress: '10.7.1.1',
      });
      statuses.push(reset.statusCode);
    }
    expect(statuses.sort()).toEqual([200, 422, 422]);
    expect((await signIn(t.app, email, 'chosen-anew')).statusCode).toBe(200);
  });

  it('sends one e-mail, with a link that works, for 20 requests at once', async () => {
    setNow(new Date(Date.UTC(2031, 1, 3, 10, 1)));
    const { email } = await signUp(t.app);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => requestResetFrom(`10.9.0.${i + 1}`, email)),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const mails = await resetMails(email);
    expect(mails).toHaveLength(1);
    const reset = await t.app.inject({
      method: 'PUT',
      url: '/api/users/password',
      payload: {
        password: 'chosen-once',
        password_confirmation: 'chosen-once',
        reset_password_token: linkIn(mails[0]!, '/onboarding/reset_password').searchParams.get(
          'reset_password_token',
        ),
        ...TEST_CLIENT,
      },
      remoteAddress: '10.9.1.1',
    });
    expect(reset.statusCode).toBe(200);
  });

  it('refuses an address past its limit, whichever e-mail it asks for', async () => {
    setNow(new Date(Date.UTC(2031, 1, 2, 10, 1)));
    for (let i = 0; i < 3; i += 1) {
      expect((await requestResetFrom('10.8.0.1', uniqueEmail('reset'))).statusCode).toBe(200);
    }
    const refused = await requestResetFrom('10.8.0.1', uniqueEmail('reset'));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errors.base).toEqual([
      'Too many attempts. Please wait a few minutes and try again.',
    ]);
  });
});
