import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CoachPlan } from '@forma/contract/programs/programs.schemas';
import type { PublicPlan, PublicPlanWithNotice } from '@forma/contract/purchase/purchase.schemas';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { api, errorsOf, newClient, type Session } from '../../../../test/programs-helpers.ts';
import { flushStripeEvents, moveStripeTimeTo } from '../../../../test/stripe-helpers.ts';
import {
  clientWithCard,
  membershipsOf,
  paidCoach,
  paidPlan,
} from '../../../../test/paid-helpers.ts';
import { outboxEvents } from '../../../platform/events/outbox.tables.ts';
import { planPrices } from '../../programs/programs.tables.ts';

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
afterEach(() => vi.useRealTimers());
afterAll(() => t.close());

const moveTo = (at: number) => moveStripeTimeTo(t, at);

const option = (plan: CoachPlan, period: string) =>
  plan.price_options.find((p: { period: string }) => p.period === period)!;

/** A program sold monthly (1500) or yearly (15000), and a client subscribed monthly. */
async function monthlySubscriber(title: string, extra: Record<string, unknown> = {}) {
  const plan = await paidPlan(t, coach, {
    title,
    price_options: [
      { period: 'monthly', price: 1500 },
      { period: 'yearly', price: 15000 },
    ],
    ...extra,
  });
  const client = await clientWithCard(t, coach);
  const monthly = option(plan, 'monthly');
  const bought = await call('POST', `stripe/plan/${plan.id}/buy`, client.token, {
    price_id: monthly.id,
  });
  expect(bought.statusCode, bought.body).toBe(200);
  await flushStripeEvents(t);
  const [row] = await membershipsOf(t, plan.id);
  const subscription = await t.app.ctx.stripe.subscriptions.retrieve(
    row!.charge!.subscriptionId!,
    {},
    { stripeAccount },
  );
  const periodEnd = subscription.items.data[0]!.current_period_end * 1000;
  return { plan, client, monthly, yearly: option(plan, 'yearly'), subscription, periodEnd };
}

const switchTo = (planId: number, priceId: number, token: string | null) =>
  call('POST', `athlete/plans/${planId}/switch_price`, token, { price_id: priceId });

const publicPlan = async (planId: number, token: string) => {
  const response = await call('GET', `plans/${planId}/public`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PublicPlan>();
};

/** The amounts Stripe invoiced on the subscription, oldest first. */
async function invoicedAmounts(subscription: string): Promise<number[]> {
  const list = await t.app.ctx.stripe.invoices.list({ subscription }, { stripeAccount });
  return list.data.map((invoice) => invoice.amount_due).reverse();
}

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** As the spec shows a day: '04 Jun, 2025'. */
const shown = (day: string) => {
  const [year, month, date] = day.split('-');
  return `${date} ${MONTHS[Number(month) - 1]}, ${year}`;
};

describe('switching cadence at the end of the period', () => {
  it('moves a monthly subscription to yearly when the month ends, billed once at the yearly price', async () => {
    const { plan, client, monthly, yearly, subscription, periodEnd } =
      await monthlySubscriber('Strength Switch');
    const switched = await switchTo(plan.id, yearly.id, client.token);
    expect(switched.statusCode, switched.body).toBe(200);
    const answer = switched.json<PublicPlanWithNotice>();
    expect(answer.notice).toBe(
      `Your subscription will switch to yearly billing on ${shown(dayOf(periodEnd))}.`,
    );
    expect(answer.membership).toMatchObject({
      price_id: monthly.id,
      plan_price: { duration: 'monthly', amount: 1500 },
      pending_switch: {
        price_id: yearly.id,
        duration: 'yearly',
        amount: 15000,
        starts_on: dayOf(periodEnd),
      },
    });

    // Nothing is charged now; the switch is still pending once Stripe's events are in.
    await flushStripeEvents(t);
    expect(await invoicedAmounts(subscription.id)).toEqual([1500]);
    const seen = await publicPlan(plan.id, client.token);
    expect(seen.membership?.pending_switch?.price_id).toBe(yearly.id);
    const asCoach = await publicPlan(plan.id, coach.token);
    const options = asCoach.original_price;
    expect(options.find((o) => o.id === yearly.id)?.pending_switch).toBe(1);
    expect(options.find((o) => o.id === monthly.id)?.pending_switch).toBe(0);

    // Stripe's events come twice and out of order: the switch is made once all the same.
    const sandbox = t.app.ctx.payments.sandbox!;
    sandbox.settings.chaos = { duplicate: true, reorder: true };
    try {
      await moveTo(periodEnd + 2 * HOUR);
    } finally {
      sandbox.settings.chaos = { duplicate: false, reorder: false };
    }
    expect(await invoicedAmounts(subscription.id)).toEqual([1500, 15000]);
    const after = await publicPlan(plan.id, client.token);
    expect(after.membership).toMatchObject({
      state: 'active',
      price_id: yearly.id,
      plan_price: { duration: 'yearly', amount: 15000 },
      pending_switch: null,
    });
    const [row] = await membershipsOf(t, plan.id);
    expect(row!.payments.map((p) => [p.amount, p.status])).toEqual([
      [1500, 'succeeded'],
      [15000, 'succeeded'],
    ]);
    const told = await t.database.db
      .select()
      .from(outboxEvents)
      .where(eq(outboxEvents.name, 'membership.price_switched'));
    const mine = told.filter(
      (e) => (e.payload as { membershipId: number }).membershipId === row!.membership.id,
    );
    expect(mine.map((e) => e.payload)).toEqual([
      expect.objectContaining({ fromPriceId: monthly.id, toPriceId: yearly.id, amount: 15000 }),
    ]);
  });

  it('keeps the monthly price when the switch is cancelled before the month ends', async () => {
    const { plan, client, monthly, yearly, subscription, periodEnd } =
      await monthlySubscriber('Strength Stay');
    expect((await switchTo(plan.id, yearly.id, client.token)).statusCode).toBe(200);
    const dropped = await call('DELETE', `athlete/plans/${plan.id}/switch_price`, client.token);
    expect(dropped.statusCode, dropped.body).toBe(200);
    const answer = dropped.json<PublicPlanWithNotice>();
    expect(answer.notice).toBe('Your subscription will stay as it is.');
    expect(answer.membership?.pending_switch).toBeNull();
    await flushStripeEvents(t);
    const coachView = await publicPlan(plan.id, coach.token);
    expect(coachView.original_price.find((o) => o.id === yearly.id)?.pending_switch).toBe(0);

    await moveTo(periodEnd + 2 * HOUR);
    expect(await invoicedAmounts(subscription.id)).toEqual([1500, 1500]);
    const after = await publicPlan(plan.id, client.token);
    expect(after.membership).toMatchObject({ price_id: monthly.id, pending_switch: null });
  });

  it('puts the new price on at the end of a trial', async () => {
    const { plan, client, yearly, subscription, periodEnd } = await monthlySubscriber(
      'Strength Trial Switch',
      { trial_days: 7 },
    );
    expect(subscription.status).toBe('trialing');
    expect(periodEnd).toBe(subscription.trial_end! * 1000);
    const switched = await switchTo(plan.id, yearly.id, client.token);
    expect(switched.statusCode, switched.body).toBe(200);
    expect(switched.json<PublicPlanWithNotice>().membership?.pending_switch?.starts_on).toBe(
      dayOf(periodEnd),
    );

    await moveTo(periodEnd + 2 * HOUR);
    expect(await invoicedAmounts(subscription.id)).toEqual([0, 15000]);
    const after = await publicPlan(plan.id, client.token);
    expect(after.membership).toMatchObject({
      state: 'active',
      price_id: yearly.id,
      pending_switch: null,
    });
  });

  it('is dropped when the client cancels at the end of the period, or the coach does', async () => {
    const mine = await monthlySubscriber('Strength Leave');
    expect((await switchTo(mine.plan.id, mine.yearly.id, mine.client.token)).statusCode).toBe(200);
    const left = await call('DELETE', `stripe/plan/${mine.plan.id}/unsubscribe`, mine.client.token);
    expect(left.statusCode, left.body).toBe(200);
    expect(left.json<PublicPlan>().membership).toMatchObject({
      cancel_at_period_end: true,
      pending_switch: null,
    });
    const stripe = t.app.ctx.stripe;
    const ending = await stripe.subscriptions.retrieve(mine.subscription.id, {}, { stripeAccount });
    expect(ending).toMatchObject({ cancel_at_period_end: true, schedule: null });

    const theirs = await monthlySubscriber('Strength Ended By Coach');
    expect((await switchTo(theirs.plan.id, theirs.yearly.id, theirs.client.token)).statusCode).toBe(
      200,
    );
    const [row] = await membershipsOf(t, theirs.plan.id);
    const ended = await call(
      'POST',
      `coach/plans/${theirs.plan.id}/clients/${row!.membership.id}/cancel`,
      coach.token,
      { when: 'period_end' },
    );
    expect(ended.statusCode, ended.body).toBe(200);
    await flushStripeEvents(t);
    const seen = await publicPlan(theirs.plan.id, theirs.client.token);
    expect(seen.membership?.pending_switch).toBeNull();
    expect(
      await stripe.subscriptions.retrieve(theirs.subscription.id, {}, { stripeAccount }),
    ).toMatchObject({ cancel_at_period_end: true, schedule: null });
  });

  it('makes one schedule of 20 identical requests at once', async () => {
    const { plan, client, yearly, subscription } = await monthlySubscriber('Strength Crowd');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => switchTo(plan.id, yearly.id, client.token)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const events = await t.app.ctx.stripe.events.list(
      { type: 'subscription_schedule.created', limit: 100 },
      { stripeAccount },
    );
    const made = events.data.filter(
      (e) => (e.data.object as { subscription: string }).subscription === subscription.id,
    );
    expect(made).toHaveLength(1);
    const [row] = await membershipsOf(t, plan.id);
    const told = await t.database.db
      .select()
      .from(outboxEvents)
      .where(eq(outboxEvents.name, 'membership.switch_scheduled'));
    expect(
      told.filter(
        (e) => (e.payload as { membershipId: number }).membershipId === row!.membership.id,
      ),
    ).toHaveLength(1);
  });
});

describe('switching is refused', () => {
  it('for a one-off purchase', async () => {
    const plan = await paidPlan(t, coach, {
      plan_type: 'fixed',
      price_options: [{ period: 'one_off', price: 4999 }],
    });
    const client = await clientWithCard(t, coach);
    const today = new Date().toISOString().slice(0, 10);
    const bought = await call('POST', `stripe/plan/${plan.id}/buy`, client.token, {
      start_date: today,
    });
    expect(bought.statusCode, bought.body).toBe(200);
    const refused = await switchTo(plan.id, option(plan, 'one_off').id, client.token);
    expect(refused.statusCode).toBe(422);
    expect(errorsOf(refused).base).toEqual([
      'Only a subscription can switch to another price option.',
    ]);
  });

  it('for the same option, an archived one, or another program’s', async () => {
    const { plan, client, monthly } = await monthlySubscriber('Strength Refusals');
    const same = await switchTo(plan.id, monthly.id, client.token);
    expect(same.statusCode).toBe(422);
    expect(errorsOf(same).price_id).toEqual(['Your subscription is already on this price option.']);

    const [archived] = await t.database.db
      .insert(planPrices)
      .values({
        planId: plan.id,
        period: 'quarterly',
        amount: 4000,
        currency: 'GBP',
        archived: true,
      })
      .returning();
    const closed = await switchTo(plan.id, archived!.id, client.token);
    expect(closed.statusCode).toBe(422);
    expect(errorsOf(closed).price_id).toEqual([
      'This subscription option is no longer available. Please choose another.',
    ]);

    const other = await paidPlan(t, coach, {
      price_options: [{ period: 'yearly', price: 9000 }],
    });
    const foreign = await switchTo(plan.id, option(other, 'yearly').id, client.token);
    expect(foreign.statusCode).toBe(422);
    expect(errorsOf(foreign).price_id).toEqual(['This price option is not one of this program’s.']);
    const [row] = await membershipsOf(t, plan.id);
    expect(row!.membership.switchPriceId).toBeNull();
  });

  it('for a subscription set to end, or one that has ended', async () => {
    const { plan, client, yearly } = await monthlySubscriber('Strength Ending');
    const left = await call('DELETE', `stripe/plan/${plan.id}/unsubscribe`, client.token);
    expect(left.statusCode, left.body).toBe(200);
    const ending = await switchTo(plan.id, yearly.id, client.token);
    expect(ending.statusCode).toBe(422);
    expect(errorsOf(ending).base).toEqual([
      'This subscription is set to end. Resume it before switching to another price option.',
    ]);

    const gone = await monthlySubscriber('Strength Gone');
    const [row] = await membershipsOf(t, gone.plan.id);
    const ended = await call(
      'POST',
      `coach/plans/${gone.plan.id}/clients/${row!.membership.id}/cancel`,
      coach.token,
      { when: 'now' },
    );
    expect(ended.statusCode, ended.body).toBe(200);
    const canceled = await switchTo(gone.plan.id, gone.yearly.id, gone.client.token);
    expect(canceled.statusCode).toBe(422);
    expect(errorsOf(canceled).base).toEqual(['You have not started this program.']);
  });

  it('for another client’s program, a coach, and without a session', async () => {
    const { plan, yearly } = await monthlySubscriber('Strength Not Yours');
    const stranger = await newClient(t);
    const notMine = await switchTo(plan.id, yearly.id, stranger.token);
    expect(notMine.statusCode).toBe(422);
    expect(errorsOf(notMine).base).toEqual(['You have not started this program.']);
    expect((await switchTo(plan.id, yearly.id, coach.token)).statusCode).toBe(403);
    expect((await switchTo(plan.id, yearly.id, null)).statusCode).toBe(401);
    const dropped = await call('DELETE', `athlete/plans/${plan.id}/switch_price`, null);
    expect(dropped.statusCode).toBe(401);
    const [row] = await membershipsOf(t, plan.id);
    expect(row!.membership.switchPriceId).toBeNull();
  });
});
