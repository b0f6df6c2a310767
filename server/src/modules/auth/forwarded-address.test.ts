import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { sessions } from './auth.tables.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { signUpBody } from '../../../test/helpers.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function sessionAddress(app: TestApp, userId: number) {
  const [row] = await app.database.db
    .select({ ip: sessions.ip })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  return row?.ip;
}

/** A sign-up arriving from `remoteAddress` that claims to be forwarded for `forwardedFor`. */
function signUpVia(app: TestApp, remoteAddress: string, forwardedFor: string) {
  return app.app.inject({
    method: 'POST',
    url: '/api/users/sign_up',
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
    payload: signUpBody(),
  });
}

describe('the client address behind forwarding headers', () => {
  it('ignores X-Forwarded-For by default: invented addresses do not escape the sign-up limit', async () => {
    t = await createTestApp({ RATE_LIMIT_MAX: '10' });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const response = await signUpVia(t, '198.51.100.7', `203.0.113.${i + 1}`);
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('records the connection address, not a forged one, on a new session', async () => {
    t = await createTestApp();
    const response = await signUpVia(t, '198.51.100.7', '203.0.113.50');
    expect(await sessionAddress(t, response.json().private.id)).toBe('198.51.100.7');
  });

  it('believes the forwarded address from a proxy that TRUST_PROXY names', async () => {
    t = await createTestApp({ TRUST_PROXY: '198.51.100.0/24' });
    const viaProxy = await signUpVia(t, '198.51.100.7', '203.0.113.50');
    expect(await sessionAddress(t, viaProxy.json().private.id)).toBe('203.0.113.50');

    const direct = await signUpVia(t, '192.0.2.1', '203.0.113.51');
    expect(await sessionAddress(t, direct.json().private.id)).toBe('192.0.2.1');
  });
});
