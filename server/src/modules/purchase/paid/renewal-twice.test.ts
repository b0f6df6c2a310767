import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { api, type Session } from '../../../../test/programs-helpers.ts';
import { flushStripeEvents } from '../../../../test/stripe-helpers.ts';
import {
  clientWithCard,
  membershipsOf,
  paidCoach,
  paidPlan,
} from '../../../../test/paid-helpers.ts';

const HOUR = 3600_000;

let t: TestApp;
let call: ReturnType<typeof api>;
let coach: Session;
let stripeAccount: string;

beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
  ({ coach, stripeAccount } = await paidCoach(t));
});
afterEach(() => {
  vi.useRealTimers();
  t.app.ctx.payments.sandbox!.settings.chaos = { duplicate: false, reorder: false };
});
afterAll(() => t.close());

describe('a renewal processed twice', () => {
  it('charges once: one invoice, one charge and one payment for the period, the membership renewed', async () => {
    const plan = await paidPlan(t, coach, { title: 'Renewal Twice' });
    const client = await clientWithCard(t, coach);
    const bought = await call('POST', `stripe/plan/${plan.id}/buy`, client.token);
    expect(bought.statusCode, bought.body).toBe(200);
    await flushStripeEvents(t);
    const [paying] = await membershipsOf(t, plan.id);
    expect(paying!.membership.state).toBe('active');
    const subscriptionId = paying!.charge!.subscriptionId!;
    const stripe = t.app.ctx.stripe;
    const before = await stripe.subscriptions.retrieve(subscriptionId, {}, { stripeAccount });
    const periodEnd = before.items.data[0]!.current_period_end * 1000;

    // The renewal is due (drafted at the period's end, charged an hour later). The sandbox's
    // renewal pass runs twice at once and then again, and every event is delivered twice.
    const sandbox = t.app.ctx.payments.sandbox!;
    sandbox.settings.chaos = { duplicate: true, reorder: true };
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(periodEnd + HOUR + 60_000);
    await Promise.all([sandbox.tick(), sandbox.tick()]);
    await sandbox.tick();
    await flushStripeEvents(t);

    const invoices = await stripe.invoices.list(
      { subscription: subscriptionId },
      { stripeAccount },
    );
    const renewals = invoices.data.filter((i) => i.billing_reason === 'subscription_cycle');
    expect(renewals).toHaveLength(1);
    expect(renewals[0]).toMatchObject({ status: 'paid', amount_paid: 1500 });
    const charges = await stripe.charges.list(
      { customer: paying!.charge!.customerId },
      { stripeAccount },
    );
    expect(charges.data.map((c) => c.amount)).toEqual([1500, 1500]);

    const after = await stripe.subscriptions.retrieve(subscriptionId, {}, { stripeAccount });
    const nextEnd = after.items.data[0]!.current_period_end;
    expect(nextEnd * 1000).toBeGreaterThan(periodEnd);
    const [renewed] = await membershipsOf(t, plan.id);
    expect(renewed!.membership).toMatchObject({
      state: 'active',
      endDate: new Date(nextEnd * 1000).toISOString().slice(0, 10),
      paymentFailedAt: null,
    });
    // The purchase's payment and the renewal's: one row each.
    expect(renewed!.payments.map((p) => [p.amount, p.status])).toEqual([
      [1500, 'succeeded'],
      [1500, 'succeeded'],
    ]);
    expect(new Set(renewed!.payments.map((p) => p.paymentIntentId)).size).toBe(2);
  });
});
