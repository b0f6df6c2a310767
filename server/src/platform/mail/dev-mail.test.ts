import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { mailsTo, signUp, signUpBody } from '../../../test/helpers.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('the development mail viewer', () => {
  it('is not served unless DEV_MAIL_VIEWER is on, even to this machine', async () => {
    t = await createTestApp({ NODE_ENV: 'development' });
    await signUp(t.app);
    const response = await t.app.inject({ url: '/dev/mail', remoteAddress: '127.0.0.1' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('confirmation_token');
  });

  it('shows the e-mails to a loopback connection only, whatever the forwarding headers say', async () => {
    t = await createTestApp({ NODE_ENV: 'development', DEV_MAIL_VIEWER: 'true' });
    const { email } = await signUp(t.app);

    const local = await t.app.inject({ url: '/dev/mail', remoteAddress: '127.0.0.1' });
    expect(local.statusCode).toBe(200);
    expect(local.body).toContain(email);
    expect(local.body).toContain('confirmation_token=');

    for (const remoteAddress of ['203.0.113.9', '192.168.1.20', '::ffff:10.0.0.3']) {
      const remote = await t.app.inject({
        url: '/dev/mail',
        remoteAddress,
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(remote.statusCode, remoteAddress).toBe(404);
      expect(remote.body).not.toContain('confirmation_token');
    }
  });
});

describe('the mail files', () => {
  it('are written for a very long address too', async () => {
    t = await createTestApp();
    const email = `${'a'.repeat(60)}.${'b'.repeat(60)}@${'c'.repeat(60)}.${'d'.repeat(60)}.example.com`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/sign_up',
      payload: signUpBody({ email }),
    });
    expect(response.statusCode).toBe(200);
    expect(await mailsTo(t, email)).toHaveLength(1);
  });
});
