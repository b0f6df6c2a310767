import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicPlanWithNotice } from '@forma/contract/purchase/purchase.schemas';
import { addDays } from '@forma/contract/programs/days';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { api, errorsOf, newClient, type Session } from '../../../../test/programs-helpers.ts';
import { flushStripeEvents } from '../../../../test/stripe-helpers.ts';
import {
  clientWithCard,
  membershipsOf,
  paidCoach,
  paidPlan,
  setDefaultCard,
} from '../../../../test/paid-helpers.ts';

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
afterAll(async () => {
  await t.close();
});

const buy = (planId: number, token: string, body: object = {}) =>
  call('POST', `stripe/plan/${planId}/buy`, token, body);

describe('POST stripe/plan/{id}/buy, a paid program', () => {
  it('subscribes with the default card: active, charged once, 5% to the platform', async () => {
    const plan = await paidPlan(t, coach);
    const client = await clientWithCard(t, coach);
    const response = await buy(plan.id, client.token);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<PublicPlanWithNotice>();
    expect(body.notice).toBe('You have been successfully subscribed to the Program.');
    expect(body.membership).toMatchObject({ state: 'active' });
    const [row] = await membershipsOf(t, plan.id);
    expect(row!.membership).toMatchObject({
      state: 'active',
      amount: 1500,
      currency: plan.currency,
    });
    expect(row!.membership.endDate! > today()).toBe(true);
    expect(row!.payments).toMatchObject([
      { amount: 1500, applicationFee: 75, currency: plan.currency, status: 'succeeded' },
    ]);
    const subscription = await t.app.ctx.stripe.subscriptions.retrieve(
      row!.charge!.subscriptionId!,
      {},
      { stripeAccount },
    );
    expect(subscription).toMatchObject({
      status: 'active',
      application_fee_percent: 5,
      metadata: { membership_id: String(row!.membership.id), plan_id: String(plan.id) },
    });
    await flushStripeEvents(t);
    expect((await membershipsOf(t, plan.id))[0]!.payments).toHaveLength(1);
    const again = await buy(plan.id, client.token);
    expect(errorsOf(again).base).toEqual(['You already have this program.']);
  });

  it('a trial charges nothing: trialing until its end', async () => {
    const plan = await paidPlan(t, coach, { trial_days: 7 });
    const client = await clientWithCard(t, coach);
    const response = await buy(plan.id, client.token);
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await membershipsOf(t, plan.id);
    expect(row!.membership).toMatchObject({ state: 'trialing', trialEnd: addDays(today(), 7) });
    expect(row!.payments.filter((p) => p.amount > 0)).toEqual([]);
  });

  it('a future launch date charges nothing until it: scheduled from the launch', async () => {
    const launch = addDays(today(), 10);
    const plan = await paidPlan(t, coach, { plan_type: 'membership', launch_date: launch });
    const client = await clientWithCard(t, coach);
    const response = await buy(plan.id, client.token);
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await membershipsOf(t, plan.id);
    expect(row!.membership).toMatchObject({
      state: 'scheduled',
      startDate: launch,
      trialEnd: launch,
    });
    expect(row!.payments.filter((p) => p.amount > 0)).toEqual([]);
  });

  it('a Fixed Length program is one payment', async () => {
    const plan = await paidPlan(t, coach, {
      plan_type: 'fixed',
      price_options: [{ period: 'one_off', price: 4999 }],
    });
    const client = await clientWithCard(t, coach);
    const response = await buy(plan.id, client.token, { start_date: today() });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<PublicPlanWithNotice>().notice).toBe(
      'Program has been successfully purchased.',
    );
    const [row] = await membershipsOf(t, plan.id);
    expect(row!.membership).toMatchObject({ state: 'active', amount: 4999 });
    expect(row!.charge!.subscriptionId).toBeNull();
    expect(row!.payments).toMatchObject([
      { amount: 4999, applicationFee: 250, status: 'succeeded' },
    ]);
  });

  it('a declined card: 422 with the spec text, the membership incomplete', async () => {
    const plan = await paidPlan(t, coach);
    const client = await clientWithCard(t, coach, 'pm_card_chargeCustomerFail');
    const response = await buy(plan.id, client.token);
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response).base).toEqual([
      'Subscription failed due to a card error, please retry.',
    ]);
    const [row] = await membershipsOf(t, plan.id);
    expect(row!.membership.state).toBe('incomplete');
    // A new card, and the same buy again: paid, still one membership.
    await setDefaultCard(t, client, coach, 'pm_card_visa');
    const again = await buy(plan.id, client.token);
    expect(again.statusCode, again.body).toBe(200);
    const rows = await membershipsOf(t, plan.id);
    expect(rows.map((r) => r.membership.state)).toEqual(['active']);
  });

  it('a declined one-off payment says so', async () => {
    const plan = await paidPlan(t, coach, {
      plan_type: 'fixed',
      price_options: [{ period: 'one_off', price: 2000 }],
    });
    const client = await clientWithCard(t, coach, 'pm_card_chargeCustomerFail');
    const response = await buy(plan.id, client.token, { start_date: today() });
    expect(errorsOf(response).base).toEqual(['Payment failed due to a card error, please retry.']);
    expect((await membershipsOf(t, plan.id))[0]!.membership.state).toBe('incomplete');
  });

  it('3-D Secure: buy, retry answers requires_action, the challenge, retry/check: active', async () => {
    const plan = await paidPlan(t, coach);
    const client = await clientWithCard(t, coach, 'pm_card_authenticationRequired');
    const bought = await buy(plan.id, client.token);
    expect(bought.statusCode, bought.body).toBe(200);
    expect(bought.json<PublicPlanWithNotice>().membership).toMatchObject({ state: 'incomplete' });
    const retry = await call('POST', `stripe/plan/${plan.id}/retry`, client.token);
    expect(retry.statusCode, retry.body).toBe(200);
    const answer = retry.json();
    expect(answer).toMatchObject({
      requires_action: true,
      error: null,
      stripe_account: stripeAccount,
    });
    const intentId = answer.payment_intent_client_secret.split('_secret_')[0];
    const page = await t.app.inject({ method: 'GET', url: `/sandbox/3ds/${intentId}` });
    expect(page.statusCode).toBe(200);
    const done = await t.app.inject({
      method: 'POST',
      url: `/sandbox/3ds/${intentId}`,
      payload: 'outcome=complete',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(done.statusCode, done.body).toBeLessThan(400);
    const check = await call('POST', `stripe/plan/${plan.id}/retry/check`, client.token, {
      intent: intentId,
    });
    expect(check.json()).toEqual({
      error: null,
      requires_action: false,
      payment_intent_client_secret: null,
      stripe_account: null,
    });
    const [row] = await membershipsOf(t, plan.id);
    expect(row!.membership.state).toBe('active');
    expect(row!.payments).toMatchObject([{ amount: 1500, status: 'succeeded' }]);
  });

  it('no default card: 422 with reason no_card, nothing written', async () => {
    const plan = await paidPlan(t, coach);
    const client = await newClient(t);
    const response = await buy(plan.id, client.token);
    expect(response.statusCode).toBe(422);
    expect(response.json().base).toEqual({ reason: 'no_card' });
    expect(await membershipsOf(t, plan.id)).toEqual([]);
  });

  it('an archived price option is refused', async () => {
    const plan = await paidPlan(t, coach, {
      price_options: [
        { period: 'monthly', price: 1500 },
        { period: 'yearly', price: 15000 },
      ],
    });
    const yearly = plan.price_options.find((p: { period: string }) => p.period === 'yearly')!;
    await call('DELETE', `coach/plans/${plan.id}/prices/${yearly.id}`, coach.token);
    const client = await clientWithCard(t, coach);
    const response = await buy(plan.id, client.token, { price_id: yearly.id });
    expect(errorsOf(response).price_id).toEqual([
      'This subscription option is no longer available. Please choose another.',
    ]);
  });

  it('20 identical buys at once: one membership, one charge', async () => {
    const plan = await paidPlan(t, coach);
    const client = await clientWithCard(t, coach);
    const answers = await Promise.all(Array.from({ length: 20 }, () => buy(plan.id, client.token)));
    expect(answers.filter((a) => a.statusCode >= 500)).toEqual([]);
    await flushStripeEvents(t);
    const rows = await membershipsOf(t, plan.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.membership.state).toBe('active');
    const charges = await t.app.ctx.stripe.paymentIntents.list(
      { customer: rows[0]!.charge!.customerId },
      { stripeAccount },
    );
    expect(charges.data.filter((i) => i.status === 'succeeded')).toHaveLength(1);
  });
});
