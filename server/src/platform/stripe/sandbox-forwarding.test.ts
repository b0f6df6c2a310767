import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the in-process sandbox at /sandbox', () => {
  it("answers its test helper that moves a customer's time, with the secret key only", async () => {
    const customer = await t.app.ctx.stripe.customers.create({ email: 'later@example.com' });
    const advance = (authorization: string) =>
      t.app.inject({
        method: 'POST',
        url: `/sandbox/test_helpers/customers/${customer.id}/advance`,
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'seconds=3600',
      });
    const refused = await advance(`Bearer ${t.config.stripe.publishableKey}`);
    expect(refused.statusCode).toBe(401);

    const moved = await advance(`Bearer ${t.config.stripe.secretKey}`);
    expect(moved.statusCode, moved.body).toBe(200);
    const clock = moved.json<{ id: string; frozen_time: number }>();
    expect(clock.frozen_time).toBeGreaterThanOrEqual(Math.floor(Date.now() / 1000) + 3599);
    const read = await t.app.ctx.stripe.customers.retrieve(customer.id);
    expect(read).toMatchObject({ test_clock: clock.id });
  });
});

describe('the keys a stranger may hold', () => {
  const as = (key: string) => ({
    authorization: `Bearer ${key}`,
    'content-type': 'application/x-www-form-urlencoded',
  });

  it('the old published secret key reads nothing: /v1 answers 401 as Stripe does', async () => {
    await t.app.ctx.stripe.customers.create({ email: 'hidden@example.com' });
    for (const url of ['/v1/accounts', '/v1/customers', '/v1/charges']) {
      const response = await t.app.inject({ url, headers: as('sk_test_forma_sandbox') });
      expect(response.statusCode, url).toBe(401);
      expect(response.json().error.type).toBe('authentication_error');
      expect(response.body).not.toContain('hidden@example.com');
    }
  });

  it('the publishable key may not list, refund, cancel, move a clock or create, and changes nothing', async () => {
    const stripe = t.app.ctx.stripe;
    const customer = await stripe.customers.create({ email: 'kept@example.com' });
    const clock = await stripe.testHelpers.testClocks.create({
      frozen_time: Math.floor(Date.now() / 1000),
    });
    const intent = await stripe.paymentIntents.create({
      amount: 1500,
      currency: 'usd',
      customer: customer.id,
      payment_method: 'pm_card_visa',
      confirm: true,
      off_session: true,
    });
    const attempts: Array<[method: 'GET' | 'POST' | 'DELETE', url: string, body?: string]> = [
      ['GET', '/v1/accounts'],
      ['GET', '/v1/customers'],
      ['GET', `/v1/customers/${customer.id}`],
      ['GET', '/v1/events'],
      ['POST', '/v1/refunds', `payment_intent=${intent.id}`],
      ['DELETE', '/v1/subscriptions/sub_any'],
      ['POST', `/v1/test_helpers/test_clocks/${clock.id}/advance`, 'frozen_time=4102444800'],
      ['POST', `/sandbox/test_helpers/customers/${customer.id}/advance`, 'seconds=3600'],
      ['POST', '/v1/customers', 'email=made@example.com'],
      ['POST', '/v1/accounts', 'type=custom'],
    ];
    for (const [method, url, body] of attempts) {
      const response = await t.app.inject({
        method,
        url,
        headers: as(t.config.stripe.publishableKey),
        payload: body ?? '',
      });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json().error.code, `${method} ${url}`).toBe('secret_key_required');
    }
    expect((await stripe.refunds.list({ payment_intent: intent.id })).data).toHaveLength(0);
    expect((await stripe.testHelpers.testClocks.retrieve(clock.id)).frozen_time).toBe(
      clock.frozen_time,
    );
    expect(await stripe.customers.retrieve(customer.id)).toMatchObject({ test_clock: null });
    expect((await stripe.customers.list({ email: 'made@example.com' })).data).toHaveLength(0);
  });
});
