import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type Stripe from 'stripe';
import { createTestSandbox, deliveredTypes, type TestSandbox } from '../test/test-sandbox.ts';
import { attachCard, createRecurringPrice, DAY, invoicesOf } from '../test/billing.ts';
import { connectedAccount, TIMEOUTS } from '../test/payments.ts';
import { SANDBOX_PUBLISHABLE_KEY } from '../core/settings.ts';

let test: TestSandbox;
beforeAll(async () => {
  test = await createTestSandbox();
}, TIMEOUTS.hookTimeout);
afterAll(() => test.close());

const HOUR = 3600;

function advanceCustomer(
  customer: string,
  body: string,
  headers: Record<string, string> = { authorization: `Bearer ${test.sandbox.settings.secretKey}` },
) {
  return test.sandbox.app.inject({
    method: 'POST',
    url: `/sandbox/test_helpers/customers/${customer}/advance`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: body,
  });
}

describe('POST /sandbox/test_helpers/customers/:id/advance', () => {
  it("puts a connected account's customer on a clock at now and runs its trial's end: the renewal fails with 0341", async () => {
    const account = await connectedAccount(test);
    const on = { stripeAccount: account };
    const price = await createRecurringPrice(test.stripe, 4900, { interval: 'month' }, on);
    const customer = await test.stripe.customers.create({ email: 'late@example.com' }, on);
    await attachCard(test.stripe, customer.id, 'pm_card_chargeCustomerFail', true, on);
    const subscription = await test.stripe.subscriptions.create(
      { customer: customer.id, items: [{ price: price.id }], trial_period_days: 7 },
      on,
    );
    expect(subscription.status).toBe('trialing');

    const before = Math.floor(Date.now() / 1000);
    const moved = await advanceCustomer(customer.id, `seconds=${7 * DAY + 2 * HOUR}`, {
      authorization: `Bearer ${test.sandbox.settings.secretKey}`,
      'stripe-account': account,
    });
    expect(moved.statusCode).toBe(200);
    const clock = moved.json() as Stripe.TestHelpers.TestClock;
    expect(clock).toMatchObject({ object: 'test_helpers.test_clock', status: 'ready' });
    expect(clock.frozen_time).toBeGreaterThanOrEqual(before + 7 * DAY + 2 * HOUR);

    expect(await test.stripe.customers.retrieve(customer.id, {}, on)).toMatchObject({
      test_clock: clock.id,
    });
    expect(await test.stripe.subscriptions.retrieve(subscription.id, {}, on)).toMatchObject({
      status: 'past_due',
      test_clock: clock.id,
    });
    const [trial, renewal] = await invoicesOf(test.stripe, subscription.id, on);
    expect(trial).toMatchObject({ status: 'paid', amount_due: 0, test_clock: clock.id });
    expect(renewal).toMatchObject({
      status: 'open',
      billing_reason: 'subscription_cycle',
      attempt_count: 1,
      amount_remaining: 4900,
    });
    expect(await deliveredTypes(test)).toContain('invoice.payment_failed');

    // Again: the same clock moves on, to the first retry a day later.
    const again = await advanceCustomer(customer.id, `seconds=${DAY}`, {
      authorization: `Bearer ${test.sandbox.settings.secretKey}`,
      'stripe-account': account,
    });
    expect(again.json()).toMatchObject({ id: clock.id, frozen_time: clock.frozen_time + DAY });
    expect(await test.stripe.invoices.retrieve(renewal!.id, {}, on)).toMatchObject({
      attempt_count: 2,
    });
  });

  it('refuses time backwards, an unknown customer and the publishable key', async () => {
    const customer = await test.stripe.customers.create({ email: 'refused@example.com' });
    const backwards = await advanceCustomer(customer.id, 'seconds=0');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error).toMatchObject({ param: 'seconds' });
    expect((await advanceCustomer(customer.id, 'seconds=abc')).statusCode).toBe(400);

    const unknown = await advanceCustomer('cus_unknown', 'seconds=60');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('resource_missing');

    const publishable = await advanceCustomer(customer.id, 'seconds=60', {
      authorization: `Bearer ${SANDBOX_PUBLISHABLE_KEY}`,
    });
    expect(publishable.statusCode).toBe(401);
    expect(publishable.json().error.code).toBe('secret_key_required');
    expect(await test.stripe.customers.retrieve(customer.id)).toMatchObject({ test_clock: null });
  });
});
