import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { bearer, signUp } from '../test/helpers.ts';
import { stripeAccounts } from './modules/payouts/payouts.tables.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** The statements the app sends to the database while `call` runs (PGlite or the pool). */
async function statementsDuring(call: () => Promise<unknown>): Promise<string[]> {
  const client = (
    t.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }
  ).$client;
  const spy = vi.spyOn(client, 'query');
  try {
    await call();
    return spy.mock.calls.map(([query]) =>
      typeof query === 'string' ? query : (query as { text: string }).text,
    );
  } finally {
    spy.mockRestore();
  }
}

describe('the caller of a signed-in call', () => {
  it("answers a coach's users/me, subscription and client counts included, from one query", async () => {
    const coach = await signUp(t.app);
    let answer;
    const statements = await statementsDuring(async () => {
      answer = await t.app.inject({ url: '/api/users/me', headers: bearer(coach.token) });
    });
    expect(answer!.statusCode).toBe(200);
    const me = answer!.json();
    expect(me.current.subscription).toMatchObject({ active: true, active_clients: 0 });
    expect(me.private.email).toBe(coach.email);
    expect(statements).toHaveLength(1);
  });

  it("reads the account's connected Stripe account in that same query", async () => {
    const coach = await signUp(t.app);
    await t.database.db.insert(stripeAccounts).values({
      accountId: coach.current.id,
      stripeAccountId: `acct_caller_${coach.current.id}`,
      accountType: 'custom',
      creationKey: `caller-${coach.current.id}`,
      chargesEnabled: true,
      requirementsDue: ['external_account'],
    });
    let answer;
    const statements = await statementsDuring(async () => {
      answer = await t.app.inject({ url: '/api/users/me', headers: bearer(coach.token) });
    });
    expect(answer!.json().current).toMatchObject({
      stripe_connect: {
        account: `acct_caller_${coach.current.id}`,
        charges_enabled: true,
        verification_fields: ['external_account'],
      },
      stripe_connect_status: 'restricted',
    });
    expect(statements).toHaveLength(1);
  });

  it("answers a client's users/me from one query too", async () => {
    const client = await signUp(t.app, { role: 'user', account_name: undefined });
    let answer;
    const statements = await statementsDuring(async () => {
      answer = await t.app.inject({ url: '/api/users/me', headers: bearer(client.token) });
    });
    expect(answer!.json().current).toMatchObject({ role: 'user', subscription: null });
    expect(statements).toHaveLength(1);
  });

  it('still refuses a token that opens no session, without reading more', async () => {
    let answer;
    const statements = await statementsDuring(async () => {
      answer = await t.app.inject({ url: '/api/users/me', headers: bearer('no-such-token') });
    });
    expect(answer!.statusCode).toBe(401);
    expect(statements).toHaveLength(1);
  });
});
