import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicPlan, PublicPlanWithNotice } from '@forma/contract/purchase/purchase.schemas';
import { addDays } from '@forma/contract/programs/days';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { api, errorsOf, type Session } from '../../../../test/programs-helpers.ts';
import { flushStripeEvents } from '../../../../test/stripe-helpers.ts';
import {
  clientWithCard,
  membershipsOf,
  paidCoach,
  paidPlan,
} from '../../../../test/paid-helpers.ts';
import { planMemberships } from '../purchase.tables.ts';

let t: TestApp;
let call: ReturnType<typeof api>;
let coach: Session;
let stripeAccount: string;
const today = () => new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
  ({ coach, stripeAccount } = await paidCoach(t));
});
afterAll(() => t.close());

const buy = (planId: number, client: Session, body: object = {}) =>
  call('POST', `stripe/plan/${planId}/buy`, client.token, body);

const publicPlan = async (planId: number, client: Session) =>
  (await call('GET', `plans/${planId}/public`, client.token)).json<PublicPlan>();

/**
 * A client who bought the program (from `startDate`, or today) and was cancelled by the coach
 * at once; their start date is then moved 10 days back, as if they had followed it since.
 */
async function endedMembership(plan: { id: number }, body: object = {}) {
  const client = await clientWithCard(t, coach);
  const bought = await buy(plan.id, client, body);
  expect(bought.statusCode, bought.body).toBe(200);
  await flushStripeEvents(t);
  const [row] = await membershipsOf(t, plan.id);
  const ended = await call(
    'POST',
    `coach/plans/${plan.id}/clients/${row!.membership.id}/cancel`,
    coach.token,
    { when: 'now' },
  );
  expect(ended.statusCode, ended.body).toBe(200);
  await flushStripeEvents(t);
  const startDate = addDays(today(), -10);
  await t.database.db
    .update(planMemberships)
    .set({ startDate })
    .where(eq(planMemberships.id, row!.membership.id));
  return { client, startDate, first: row! };
}

/** The client's subscriptions to the program at Stripe, newest first. */
async function subscriptionsOf(customerId: string, planId: number) {
  const list = await t.app.ctx.stripe.subscriptions.list(
    { customer: customerId, status: 'all' },
    { stripeAccount },
  );
  return list.data.filter((s) => s.metadata.plan_id === String(planId));
}

describe('resuming a paid Session 1 Day 1 program', () => {
  it('Continue pays at once (no second trial) and keeps the start date', async () => {
    const plan = await paidPlan(t, coach, { plan_type: 'membership', trial_days: 7 });
    const { client, startDate, first } = await endedMembership(plan, { start_date: today() });
    expect(first.membership.state).toBe('trialing');
    const page = await publicPlan(plan.id, client);
    expect(page).toMatchObject({ will_resume: true, membership: { state: 'canceled' } });

    const resumed = await buy(plan.id, client, { resume_type: 'continue' });
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(resumed.json<PublicPlanWithNotice>()).toMatchObject({
      notice: 'Your program has been resumed successfully!',
      membership: { state: 'active', start_date: startDate },
      will_resume: false,
    });
    await flushStripeEvents(t);
    const [row] = await membershipsOf(t, plan.id);
    expect(row!.membership).toMatchObject({ state: 'active', startDate, trialEnd: null });
    expect(row!.payments).toMatchObject([{ amount: 1500, status: 'succeeded' }]);
    const [latest, earlier] = await subscriptionsOf(row!.charge!.customerId, plan.id);
    expect(latest).toMatchObject({ status: 'active', trial_end: null });
    expect(earlier).toMatchObject({ status: 'canceled' });
  });

  it('Restart pays at once from the new start date, which it needs', async () => {
    const plan = await paidPlan(t, coach, { plan_type: 'membership', trial_days: 7 });
    const { client } = await endedMembership(plan, { start_date: today() });

    const noDate = await buy(plan.id, client, { resume_type: 'restart' });
    expect(noDate.statusCode).toBe(422);
    expect(errorsOf(noDate).start_date).toEqual(['Please choose a start date.']);

    const restartOn = addDays(today(), 3);
    const restarted = await buy(plan.id, client, { resume_type: 'restart', start_date: restartOn });
    expect(restarted.statusCode, restarted.body).toBe(200);
    expect(restarted.json<PublicPlanWithNotice>()).toMatchObject({
      notice: 'You have been successfully subscribed to the Program.',
      membership: { state: 'scheduled', start_date: restartOn },
    });
    await flushStripeEvents(t);
    const [row] = await membershipsOf(t, plan.id);
    expect(row!.membership).toMatchObject({ startDate: restartOn, applied: true });
    expect(row!.payments).toMatchObject([{ amount: 1500, status: 'succeeded' }]);
  });

  it('the same resume sent twice at once charges once', async () => {
    const plan = await paidPlan(t, coach, { plan_type: 'membership' });
    const { client, startDate } = await endedMembership(plan, { start_date: today() });

    const answers = await Promise.all([
      buy(plan.id, client, { resume_type: 'continue' }),
      buy(plan.id, client, { resume_type: 'continue' }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    await flushStripeEvents(t);
    const rows = await membershipsOf(t, plan.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.membership).toMatchObject({ state: 'active', startDate });
    // The first purchase's payment and the resume's.
    expect(rows[0]!.payments.map((p) => p.status)).toEqual(['succeeded', 'succeeded']);
    expect(await subscriptionsOf(rows[0]!.charge!.customerId, plan.id)).toHaveLength(2);
  });

  it('a client new to the program still gets the trial', async () => {
    const plan = await paidPlan(t, coach, { plan_type: 'membership', trial_days: 7 });
    const client = await clientWithCard(t, coach);
    const bought = await buy(plan.id, client, { start_date: today() });
    expect(bought.json<PublicPlan>().membership).toMatchObject({ state: 'trialing' });
  });
});

describe('resuming other paid programs', () => {
  it('a Fixed Length program cancelled by the coach continues where it was, paid again', async () => {
    const plan = await paidPlan(t, coach, {
      plan_type: 'fixed',
      price_options: [{ period: 'one_off', price: 4999 }],
    });
    const { client, startDate } = await endedMembership(plan, { start_date: today() });
    expect((await publicPlan(plan.id, client)).will_resume).toBe(true);

    const resumed = await buy(plan.id, client, { resume_type: 'continue' });
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(resumed.json<PublicPlanWithNotice>()).toMatchObject({
      notice: 'Your program has been resumed successfully!',
      membership: { state: 'active', start_date: startDate },
      is_bought: true,
    });
    await flushStripeEvents(t);
    const [row] = await membershipsOf(t, plan.id);
    expect(row!.payments.map((p) => [p.amount, p.status])).toEqual([
      [4999, 'succeeded'],
      [4999, 'succeeded'],
    ]);
  });

  it('a Group Rolling Calendar program follows the calendar: bought again from today, no choice', async () => {
    const plan = await paidPlan(t, coach);
    const { client } = await endedMembership(plan);
    expect((await publicPlan(plan.id, client)).will_resume).toBe(false);

    const refused = await buy(plan.id, client, { resume_type: 'continue' });
    expect(refused.statusCode).toBe(422);
    expect(errorsOf(refused).base).toEqual(['Program unavailable']);

    const again = await buy(plan.id, client);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<PublicPlan>().membership).toMatchObject({
      state: 'active',
      start_date: today(),
    });
  });

  it('a resume is refused to a client whose program is still going', async () => {
    const plan = await paidPlan(t, coach, { plan_type: 'membership' });
    const client = await clientWithCard(t, coach);
    expect((await buy(plan.id, client, { start_date: today() })).statusCode).toBe(200);
    const refused = await buy(plan.id, client, { resume_type: 'continue' });
    expect(refused.statusCode).toBe(422);
    expect(errorsOf(refused).base).toEqual(['You already have this program.']);
  });
});
