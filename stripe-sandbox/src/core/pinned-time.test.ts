import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type Stripe from 'stripe';
import { createTestSandbox, type TestSandbox } from '../test/test-sandbox.ts';
import { attachCard, createRecurringPrice, DAY, intentOf, invoicesOf } from '../test/billing.ts';

let test: TestSandbox;
beforeAll(async () => {
  test = await createTestSandbox();
}, 60_000);
afterAll(() => test.close());

const wall = () => Math.floor(Date.now() / 1000);

describe('sandbox.at: calls made at a past time', () => {
  it('dates what the calls make then, and real time renews it from there to now', async () => {
    const started = wall() - 35 * DAY;
    const price = await createRecurringPrice(test.stripe, 2999);
    const subscription = await test.sandbox.at(started, async () => {
      const customer = await test.stripe.customers.create({ email: 'past@example.com' });
      await attachCard(test.stripe, customer.id, 'pm_card_visa', true);
      return test.stripe.subscriptions.create({
        customer: customer.id,
        items: [{ price: price.id }],
      });
    });
    expect(subscription).toMatchObject({ status: 'active', created: started });
    expect(subscription.items.data[0]!.current_period_start).toBe(started);

    // Stripe's clock has run since: each due moment is reached at its own time.
    for (;;) {
      const now = await test.stripe.subscriptions.retrieve(subscription.id, {
        expand: ['latest_invoice'],
      });
      const invoice = now.latest_invoice as Stripe.Invoice;
      const due =
        invoice.status === 'draft'
          ? invoice.automatically_finalizes_at!
          : now.items.data[0]!.current_period_end;
      if (due > wall()) break;
      await test.sandbox.at(due, () => test.sandbox.tick());
    }
    await test.sandbox.tick();

    const invoices = await invoicesOf(test.stripe, subscription.id);
    expect(invoices.map((invoice) => invoice.status)).toEqual(['paid', 'paid']);
    const renewal = invoices[1]!;
    const charge = (await intentOf(test.stripe, renewal.id!)).latest_charge as string;
    expect((await test.stripe.charges.retrieve(charge)).created).toBe(
      renewal.status_transitions.finalized_at,
    );
    expect(renewal.period_end).toBeLessThan(wall());
    const after = await test.stripe.subscriptions.retrieve(subscription.id);
    expect(after.status).toBe('active');
    expect(after.items.data[0]!.current_period_end).toBeGreaterThan(wall());

    // The pin ends with its calls, and webhooks are signed at the wall clock's time.
    const later = await test.stripe.customers.create({ email: 'now@example.com' });
    expect(later.created).toBeGreaterThanOrEqual(wall() - 5);
    await test.sandbox.deliverEvents();
    const signedAt = test.received.map((delivery) =>
      Number(/t=(\d+)/.exec(delivery.headers['stripe-signature']!)![1]),
    );
    expect(signedAt.length).toBeGreaterThan(0);
    expect(Math.min(...signedAt)).toBeGreaterThanOrEqual(wall() - 60);
  });
});
