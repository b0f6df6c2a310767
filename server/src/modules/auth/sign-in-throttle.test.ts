import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { linkIn, mailsTo, PASSWORD, signUp } from '../../../test/helpers.ts';
import { TEST_CLIENT } from '../../../test/prepare-database.ts';
import { passwords } from '../../platform/auth/passwords.ts';
import { setNow } from '../../platform/clock.ts';
import { users } from '../accounts/users.tables.ts';
import { SIGN_IN_FAILURES_PER_ACCOUNT_HOUR } from './sign-in-throttle.ts';

const TOO_MANY = 'Too many attempts. Please wait a few minutes and try again.';
const PAUSED =
  'Sign-in to this account is paused for up to an hour after too many failed attempts. We have e-mailed the account owner a link to reset the password.';
const INVALID = 'Invalid email or password.';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: '10' });
});
afterAll(async () => {
  await t.close();
});

/** Each test runs in windows of its own (15 minutes and one hour), never across a boundary. */
function freezeClockOnDay(day: number) {
  setNow(new Date(Date.UTC(2031, 0, day, 10, 1)));
}

function signInFrom(ip: string, email: string, password = PASSWORD) {
  return t.app.inject({
    method: 'POST',
    url: '/api/users/sign_in',
    payload: { email, password, ...TEST_CLIENT },
    remoteAddress: ip,
  });
}

async function statusesFrom(ip: string, email: string, times: number, password = 'wrong-pass') {
  const statuses: number[] = [];
  for (let i = 0; i < times; i += 1)
    statuses.push((await signInFrom(ip, email, password)).statusCode);
  return statuses;
}

/** `total` wrong passwords for `email`, ten from each of the addresses 10.<net>.0.1, .2, ... */
async function failFromManyAddresses(net: number, email: string, total: number) {
  const statuses: number[] = [];
  for (let i = 0; i < total; i += 1) {
    const ip = `10.${net}.0.${Math.floor(i / 10) + 1}`;
    statuses.push((await signInFrom(ip, email, 'wrong-pass')).statusCode);
  }
  return statuses;
}

const pausedMails = async (email: string) =>
  (await mailsTo(t, email)).filter((m) => m.subject.includes('is paused'));

const errorOf = (response: { json(): unknown }) =>
  (response.json() as { errors: { base: string[] } }).errors.base;

describe('sign-in limits per address count failures, not attempts', () => {
  it('lets an address sign in as often as it likes, and refuses it after 10 failures', async () => {
    freezeClockOnDay(1);
    const { email } = await signUp(t.app);
    expect(await statusesFrom('10.1.1.1', email, 12, PASSWORD)).toEqual(Array(12).fill(200));
    expect(await statusesFrom('10.1.1.1', email, 10)).toEqual(Array(10).fill(422));
    const refused = await signInFrom('10.1.1.1', email);
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused)).toEqual([TOO_MANY]);
  });

  it("never refuses the owner's right password at an address that has not been failing", async () => {
    freezeClockOnDay(2);
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    expect(await statusesFrom('10.2.9.9', owner.email, 12)).toEqual([
      ...Array(10).fill(422),
      429,
      429,
    ]);
    const signedIn = await signInFrom('10.2.1.1', owner.email);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().private.email).toBe(owner.email);
    const wrong = await signInFrom('10.2.1.1', owner.email, 'wrong-pass');
    expect(errorOf(wrong)).toEqual([INVALID]);
    // The failing address is refused whichever account it tries next.
    expect((await signInFrom('10.2.9.9', other.email)).statusCode).toBe(429);
  });
});

describe(`at ${SIGN_IN_FAILURES_PER_ACCOUNT_HOUR} failures an hour the account pauses`, () => {
  it('lets the owner in at 99 failures; at 100 refuses everyone and e-mails the owner once, with a reset link that works', async () => {
    freezeClockOnDay(3);
    const { email } = await signUp(t.app, { first_name: 'Morgan' });
    expect(await failFromManyAddresses(3, email, 99)).toEqual(Array(99).fill(422));
    expect((await signInFrom('10.3.1.1', email)).statusCode).toBe(200);
    expect(await pausedMails(email)).toHaveLength(0);

    expect((await signInFrom('10.3.2.1', email, 'wrong-pass')).statusCode).toBe(422);
    const mails = await pausedMails(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Hi Morgan,');
    expect(mails[0]!.text).toContain('sign-in to your account is paused for up to an hour');

    for (const ip of ['10.3.3.1', '10.3.3.2']) {
      const refused = await signInFrom(ip, email);
      expect(refused.statusCode).toBe(429);
      expect(errorOf(refused)).toEqual([PAUSED]);
    }
    expect((await signInFrom('10.3.3.3', email, 'wrong-pass')).statusCode).toBe(429);
    expect(await pausedMails(email)).toHaveLength(1);

    const reset_password_token = linkIn(mails[0]!, '/onboarding/reset_password').searchParams.get(
      'reset_password_token',
    );
    const reset = await t.app.inject({
      method: 'PUT',
      url: '/api/users/password',
      payload: {
        password: 'chosen-anew',
        password_confirmation: 'chosen-anew',
        reset_password_token,
        ...TEST_CLIENT,
      },
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().private.email).toBe(email);

    // The pause lasts until the hour's window ends.
    setNow(new Date(Date.UTC(2031, 0, 3, 11, 0)));
    expect((await signInFrom('10.3.4.1', email, 'chosen-anew')).statusCode).toBe(200);
  });

  it('lets no more than 100 failures through and sends one e-mail when attempts race', async () => {
    freezeClockOnDay(4);
    const { email } = await signUp(t.app);
    expect(await failFromManyAddresses(4, email, 95)).toEqual(Array(95).fill(422));
    const racing = await Promise.all(
      Array.from({ length: 20 }, (_, i) => signInFrom(`10.4.1.${i + 1}`, email, 'wrong-pass')),
    );
    const statuses = racing.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([...Array(5).fill(422), ...Array(15).fill(429)]);
    await Promise.all(
      Array.from({ length: 5 }, (_, i) => signInFrom(`10.4.2.${i + 1}`, email, 'wrong-pass')),
    );
    expect(await pausedMails(email)).toHaveLength(1);
  });
});

describe('an unknown e-mail costs what a wrong password costs', () => {
  const parametersOf = (hash: string) => hash.split('$').slice(1, 4).join('$');

  it('verifies the password against a dummy hash made with the same parameters', async () => {
    freezeClockOnDay(5);
    const { email } = await signUp(t.app);
    const [person] = await t.database.db.select().from(users).where(eq(users.email, email));
    const verify = vi.spyOn(passwords, 'verify');
    try {
      const unknown = await signInFrom('10.5.1.1', `nobody-${email}`, 'some-pass');
      expect(errorOf(unknown)).toEqual([INVALID]);
      expect(verify).toHaveBeenCalledTimes(1);
      const [dummy, tried] = verify.mock.calls[0]!;
      expect(tried).toBe('some-pass');
      expect(dummy).toBe(await passwords.dummyHash());
      expect(dummy).not.toBe(person!.passwordHash);
      expect(parametersOf(dummy)).toBe(parametersOf(person!.passwordHash));

      verify.mockClear();
      const wrong = await signInFrom('10.5.1.1', email, 'some-pass');
      expect(errorOf(wrong)).toEqual([INVALID]);
      expect(verify.mock.calls).toEqual([[person!.passwordHash, 'some-pass']]);
    } finally {
      verify.mockRestore();
    }
  });
});
