import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type Stripe from 'stripe';
import { createTestSandbox, type TestSandbox } from '../../test/test-sandbox.ts';
import {
  advanceTo,
  createRecurringPrice,
  DAY,
  invoicesOf,
  JAN_31,
  subscriber,
  type Subscriber,
} from '../../test/billing.ts';

let test: TestSandbox;
let monthly: Stripe.Price;
let yearly: Stripe.Price;
beforeAll(async () => {
  test = await createTestSandbox();
  monthly = await createRecurringPrice(test.stripe, 2000);
  yearly = await test.stripe.prices.create({
    currency: 'usd',
    unit_amount: 20_000,
    recurring: { interval: 'year' },
    product: monthly.product as string,
  });
}, 60_000);
afterAll(() => test.close());
afterEach(() => {
  vi.useRealTimers();
});

const HOUR = 3600;
const FEB_28 = Date.UTC(2026, 1, 28, 9) / 1000;
const FEB_28_2027 = Date.UTC(2027, 1, 28, 9) / 1000;
const MAR_31 = Date.UTC(2026, 2, 31, 9) / 1000;

async function subscribed(params: Partial<Stripe.SubscriptionCreateParams> = {}) {
  const who = await subscriber(test.stripe);
  const subscription = await test.stripe.subscriptions.create({
    customer: who.customer.id,
    items: [{ price: monthly.id }],
    ...params,
  });
  return { who, subscription };
}

/** The subscription's schedule with a yearly phase after its current one, as Forma asks. */
async function switchToYearly(subscription: Stripe.Subscription) {
  const schedule = await test.stripe.subscriptionSchedules.create({
    from_subscription: subscription.id,
  });
  const current = schedule.phases[0]!;
  return test.stripe.subscriptionSchedules.update(schedule.id, {
    phases: [
      {
        items: [{ price: monthly.id, quantity: 1 }],
        start_date: current.start_date,
        end_date: current.end_date,
        ...(current.trial_end ? { trial_end: current.trial_end } : {}),
      },
      {
        items: [{ price: yearly.id, quantity: 1 }],
        duration: { interval: 'year', interval_count: 1 },
        proration_behavior: 'none',
      },
    ],
    end_behavior: 'release',
  });
}

/** The events Stripe recorded about these objects, oldest first. */
async function eventTypes(ids: string[]): Promise<string[]> {
  const events = await test.stripe.events.list({ limit: 100 });
  return events.data
    .filter((event) => ids.includes((event.data.object as { id: string }).id))
    .map((event) => event.type)
    .reverse();
}

const itemOf = (subscription: Stripe.Subscription) => subscription.items.data[0]!;

describe('a schedule from a subscription', () => {
  it('takes over the current period as its one phase, and the subscription names it', async () => {
    const { subscription } = await subscribed();
    const schedule = await test.stripe.subscriptionSchedules.create({
      from_subscription: subscription.id,
    });
    expect(schedule).toMatchObject({
      object: 'subscription_schedule',
      status: 'active',
      subscription: subscription.id,
      end_behavior: 'release',
      current_phase: { start_date: JAN_31, end_date: FEB_28 },
      phases: [
        {
          start_date: JAN_31,
          end_date: FEB_28,
          items: [{ price: monthly.id, quantity: 1 }],
          application_fee_percent: null,
        },
      ],
    });
    expect((await test.stripe.subscriptions.retrieve(subscription.id)).schedule).toBe(schedule.id);
    expect(await test.stripe.subscriptionSchedules.retrieve(schedule.id)).toEqual(schedule);
    expect(await eventTypes([schedule.id, subscription.id])).toEqual(
      expect.arrayContaining(['subscription_schedule.created', 'customer.subscription.updated']),
    );
  });

  it('is refused for a subscription that already has one, or is set to cancel', async () => {
    const { subscription } = await subscribed();
    await test.stripe.subscriptionSchedules.create({ from_subscription: subscription.id });
    await expect(
      test.stripe.subscriptionSchedules.create({ from_subscription: subscription.id }),
    ).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringContaining('already attached to a schedule'),
    });
    const other = await subscribed({ cancel_at_period_end: true });
    await expect(
      test.stripe.subscriptionSchedules.create({ from_subscription: other.subscription.id }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'from_subscription' });
  });

  it('leaves cancelation to the schedule while it manages the subscription', async () => {
    const { subscription } = await subscribed();
    await switchToYearly(subscription);
    await expect(
      test.stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true }),
    ).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringContaining('updating any cancelation behavior directly is not allowed'),
    });
  });
});

describe('updating the phases', () => {
  it('adds a yearly phase after the current period, and charges nothing now', async () => {
    const { subscription } = await subscribed();
    const schedule = await switchToYearly(subscription);
    expect(schedule.phases).toMatchObject([
      { start_date: JAN_31, end_date: FEB_28, items: [{ price: monthly.id }] },
      {
        start_date: FEB_28,
        end_date: FEB_28_2027,
        items: [{ price: yearly.id, quantity: 1 }],
        proration_behavior: 'none',
      },
    ]);
    expect(await invoicesOf(test.stripe, subscription.id)).toHaveLength(1);
    expect(itemOf(await test.stripe.subscriptions.retrieve(subscription.id)).price.id).toBe(
      monthly.id,
    );
  });

  it('refuses a current phase that changes within the period or moves its start', async () => {
    const { subscription } = await subscribed();
    const schedule = await test.stripe.subscriptionSchedules.create({
      from_subscription: subscription.id,
    });
    await expect(
      test.stripe.subscriptionSchedules.update(schedule.id, {
        phases: [{ items: [{ price: yearly.id }], end_date: FEB_28 }],
      }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'phases[0]' });
    await expect(
      test.stripe.subscriptionSchedules.update(schedule.id, {
        phases: [{ items: [{ price: monthly.id }], start_date: JAN_31 + DAY, end_date: FEB_28 }],
      }),
    ).rejects.toMatchObject({ message: 'You can not modify the start date of the current phase.' });
    await expect(
      test.stripe.subscriptionSchedules.update(schedule.id, {
        phases: [
          { items: [{ price: monthly.id }], end_date: FEB_28 },
          { items: [{ price: yearly.id }], end_date: FEB_28 + 10 * DAY },
        ],
      }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'phases[1][end_date]' });
    await expect(
      test.stripe.subscriptionSchedules.update(schedule.id, {
        phases: [
          { items: [{ price: monthly.id }], end_date: FEB_28 },
          { items: [{ price: yearly.id }], duration: { interval: 'month', interval_count: 6 } },
        ],
      }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'phases[1][end_date]' });
  });
});

describe('the next phase taking over', () => {
  it('starts a yearly period at the monthly period end, invoiced once at the yearly price', async () => {
    const { who, subscription } = await subscribed();
    const schedule = await switchToYearly(subscription);
    await advanceTo(test.stripe, who, FEB_28 + 2 * HOUR);
    await advanceTo(test.stripe, who, FEB_28 + 3 * HOUR);

    const switched = await test.stripe.subscriptions.retrieve(subscription.id);
    expect(itemOf(switched)).toMatchObject({
      price: { id: yearly.id },
      current_period_start: FEB_28,
      current_period_end: FEB_28_2027,
    });
    expect(switched).toMatchObject({ billing_cycle_anchor: FEB_28, schedule: schedule.id });
    const invoices = await invoicesOf(test.stripe, subscription.id);
    expect(invoices.map((invoice) => [invoice.amount_paid, invoice.billing_reason])).toEqual([
      [2000, 'subscription_create'],
      [20_000, 'subscription_cycle'],
    ]);
    expect(await test.stripe.subscriptionSchedules.retrieve(schedule.id)).toMatchObject({
      status: 'active',
      current_phase: { start_date: FEB_28, end_date: FEB_28_2027 },
    });
    expect(await eventTypes([schedule.id])).toEqual([
      'subscription_schedule.created',
      'subscription_schedule.updated',
      'subscription_schedule.updated',
    ]);
  });

  it('releases the subscription after the last phase; it renews yearly on its own', async () => {
    const { who, subscription } = await subscribed();
    const schedule = await switchToYearly(subscription);
    await advanceTo(test.stripe, who, FEB_28_2027 + 2 * HOUR);

    expect(await test.stripe.subscriptionSchedules.retrieve(schedule.id)).toMatchObject({
      status: 'released',
      released_at: FEB_28_2027,
      released_subscription: subscription.id,
      subscription: null,
      current_phase: null,
    });
    const renewed = await test.stripe.subscriptions.retrieve(subscription.id);
    expect(renewed.schedule).toBeNull();
    expect(itemOf(renewed)).toMatchObject({ price: { id: yearly.id } });
    const amounts = (await invoicesOf(test.stripe, subscription.id)).map((i) => i.amount_paid);
    expect(amounts).toEqual([2000, 20_000, 20_000]);
    expect(await eventTypes([schedule.id])).toContain('subscription_schedule.released');
  });

  it('puts the new price on at the end of a trial', async () => {
    const { who, subscription } = await subscribed({ trial_period_days: 14 });
    const trialEnd = JAN_31 + 14 * DAY;
    const schedule = await switchToYearly(subscription);
    expect(schedule.phases[0]).toMatchObject({ end_date: trialEnd, trial_end: trialEnd });
    await advanceTo(test.stripe, who, trialEnd + 2 * HOUR);

    const switched = await test.stripe.subscriptions.retrieve(subscription.id);
    expect(switched.status).toBe('active');
    expect(itemOf(switched)).toMatchObject({
      price: { id: yearly.id },
      current_period_start: trialEnd,
      current_period_end: trialEnd + 365 * DAY,
    });
    const amounts = (await invoicesOf(test.stripe, subscription.id)).map((i) => i.amount_paid);
    expect(amounts).toEqual([0, 20_000]);
  });

  it('runs on real time too, when the sandbox ticks', async () => {
    // A subscription on real time: a customer without a clock.
    const customer = await test.stripe.customers.create({ email: 'real@example.com' });
    const card = await test.stripe.paymentMethods.attach('pm_card_visa', {
      customer: customer.id,
    });
    const real = await test.stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: monthly.id }],
      default_payment_method: card.id,
    });
    await switchToYearly(real);
    const periodEnd = itemOf(real).current_period_end;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime((periodEnd + 2 * HOUR) * 1000);
    await test.sandbox.tick();

    expect(itemOf(await test.stripe.subscriptions.retrieve(real.id)).price.id).toBe(yearly.id);
    const amounts = (await invoicesOf(test.stripe, real.id)).map((i) => i.amount_paid);
    expect(amounts).toEqual([2000, 20_000]);
  });
});

describe('leaving a schedule', () => {
  async function scheduled(): Promise<{ who: Subscriber; id: string; schedule: string }> {
    const { who, subscription } = await subscribed();
    const schedule = await switchToYearly(subscription);
    return { who, id: subscription.id, schedule: schedule.id };
  }

  it('release: the subscription goes on monthly, and can be set to cancel again', async () => {
    const { who, id, schedule } = await scheduled();
    const released = await test.stripe.subscriptionSchedules.release(schedule);
    expect(released).toMatchObject({ status: 'released', subscription: null });
    expect((await test.stripe.subscriptions.retrieve(id)).schedule).toBeNull();
    await expect(test.stripe.subscriptionSchedules.release(schedule)).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringContaining('currently in the `released` status'),
    });

    await advanceTo(test.stripe, who, MAR_31 + 2 * HOUR);
    const amounts = (await invoicesOf(test.stripe, id)).map((i) => i.amount_paid);
    expect(amounts).toEqual([2000, 2000, 2000]);
    await test.stripe.subscriptions.update(id, { cancel_at_period_end: true });
  });

  it('cancel: the subscription ends now with its schedule', async () => {
    const { id, schedule } = await scheduled();
    expect(await test.stripe.subscriptionSchedules.cancel(schedule)).toMatchObject({
      status: 'canceled',
      canceled_at: JAN_31,
    });
    expect(await test.stripe.subscriptions.retrieve(id)).toMatchObject({
      status: 'canceled',
      ended_at: JAN_31,
    });
    expect(await eventTypes([schedule, id])).toEqual(
      expect.arrayContaining(['subscription_schedule.canceled', 'customer.subscription.deleted']),
    );
  });

  it('a subscription canceled directly cancels its schedule', async () => {
    const { id, schedule } = await scheduled();
    await test.stripe.subscriptions.cancel(id);
    expect(await test.stripe.subscriptionSchedules.retrieve(schedule)).toMatchObject({
      status: 'canceled',
    });
  });
});
