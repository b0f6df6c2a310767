import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProgramClientRow } from '@forma/contract/clients/clients.schemas';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import {
  api,
  errorsOf,
  newClient,
  newCoach,
  publishedPlan,
  type Session,
} from '../../../../test/programs-helpers.ts';
import { flushStripeEvents } from '../../../../test/stripe-helpers.ts';
import {
  clientWithCard,
  membershipsOf,
  paidCoach,
  paidPlan,
} from '../../../../test/paid-helpers.ts';
import { outboxEvents } from '../../../platform/events/outbox.tables.ts';

let t: TestApp;
let call: ReturnType<typeof api>;
let coach: Session;
let stripeAccount: string;

beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
  ({ coach, stripeAccount } = await paidCoach(t));
});
afterAll(() => t.close());

const today = () => new Date().toISOString().slice(0, 10);

/** A client who bought the program, and their row in its clients list. */
async function boughtBy(planId: number, body: object = {}) {
  const client = await clientWithCard(t, coach);
  const bought = await call('POST', `stripe/plan/${planId}/buy`, client.token, body);
  expect(bought.statusCode, bought.body).toBe(200);
  const [row] = await membershipsOf(t, planId);
  return { client, ...row! };
}

const cancel = (planId: number, membershipId: number, body: object, token = coach.token) =>
  call('POST', `coach/plans/${planId}/clients/${membershipId}/cancel`, token, body);

async function clientRows(planId: number, list = 'active') {
  const answer = await call('GET', `coach/plans/${planId}/clients?list=${list}`, coach.token);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<{ items: ProgramClientRow[] }>().items;
}

async function chargeOfPayment(intentId: string) {
  const intent = await t.app.ctx.stripe.paymentIntents.retrieve(
    intentId,
    { expand: ['latest_charge'] },
    { stripeAccount },
  );
  return intent.latest_charge as Stripe.Charge;
}

const eventsNamed = async (name: string, membershipId: number) =>
  (await t.database.db.select().from(outboxEvents).where(eq(outboxEvents.name, name))).filter(
    (e) => (e.payload as { membershipId: number }).membershipId === membershipId,
  );

describe('POST coach/plans/{id}/clients/{membership_id}/cancel, a paid client', () => {
  it('at period end: the subscription is set to end, the client keeps access until then', async () => {
    const plan = await paidPlan(t, coach);
    const { membership, charge } = await boughtBy(plan.id);
    const response = await cancel(plan.id, membership.id, { when: 'period_end' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ProgramClientRow>()).toMatchObject({
      state: 'active',
      canceled_by: 'canceled_by_coach',
      canceled_by_label: 'Cancelled by coach (EOC)',
      cancel_choices: ['now'],
    });
    const subscription = await t.app.ctx.stripe.subscriptions.retrieve(
      charge!.subscriptionId!,
      {},
      { stripeAccount },
    );
    expect(subscription).toMatchObject({ status: 'active', cancel_at_period_end: true });
    await flushStripeEvents(t);
    const [after] = await membershipsOf(t, plan.id);
    expect(after!.membership).toMatchObject({
      state: 'active',
      cancelAtPeriodEnd: true,
      canceledBy: 'canceled_by_coach',
      endDate: membership.endDate,
    });
    expect(after!.payments[0]!.refundedAmount).toBe(0);
    expect(await eventsNamed('membership.canceled_by_coach', membership.id)).toHaveLength(1);
    const refused = await cancel(plan.id, membership.id, { when: 'period_end' });
    expect(errorsOf(refused).base).toEqual(['This membership can only be cancelled now.']);
  });

  it('now with a partial refund: the subscription ends, money and fee given back in part', async () => {
    const plan = await paidPlan(t, coach);
    const { membership, charge, payments } = await boughtBy(plan.id);
    const response = await cancel(plan.id, membership.id, { when: 'now', refund_amount: 500 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ProgramClientRow>()).toMatchObject({
      state: 'canceled',
      end_date: today(),
      canceled_by_label: 'Cancelled by coach',
      cancel_choices: [],
      last_payment: {
        id: payments[0]!.id,
        amount: 1500,
        currency: 'USD',
        amount_format: '$15.00',
        refunded_amount: 500,
        refundable: 0,
      },
    });
    const subscription = await t.app.ctx.stripe.subscriptions.retrieve(
      charge!.subscriptionId!,
      {},
      { stripeAccount },
    );
    expect(subscription.status).toBe('canceled');
    const stripeCharge = await chargeOfPayment(payments[0]!.paymentIntentId);
    expect(stripeCharge).toMatchObject({ amount: 1500, amount_refunded: 500, refunded: false });
    const refunds = await t.app.ctx.stripe.refunds.list(
      { payment_intent: payments[0]!.paymentIntentId },
      { stripeAccount },
    );
    expect(refunds.data.map((r) => r.amount)).toEqual([500]);
    // The platform's 5% (75) comes back in proportion: 500 / 1500 of it.
    const fee = await t.app.ctx.stripe.applicationFees.retrieve(
      stripeCharge.application_fee as string,
    );
    expect(fee).toMatchObject({ amount: 75, amount_refunded: 25 });

    await flushStripeEvents(t);
    const [after] = await membershipsOf(t, plan.id);
    // Access ceases from tomorrow: the membership ended today, and the webhooks leave it so.
    expect(after!.membership).toMatchObject({
      state: 'canceled',
      endDate: today(),
      canceledBy: 'canceled_by_coach',
      cancelAtPeriodEnd: false,
    });
    expect(after!.payments[0]).toMatchObject({
      refundedAmount: 500,
      refundId: refunds.data[0]!.id,
    });
    expect(after!.payments[0]!.refundedAt).not.toBeNull();
    expect(await eventsNamed('payment.refunded', membership.id)).toMatchObject([
      { payload: { amount: 500, refundId: refunds.data[0]!.id } },
    ]);
    expect(await clientRows(plan.id, 'past')).toMatchObject([
      { id: membership.id, state: 'canceled', last_payment: { refunded_amount: 500 } },
    ]);
  });

  it('a second refund of the payment is refused; so is one above the refundable amount', async () => {
    const plan = await paidPlan(t, coach, {
      plan_type: 'fixed',
      price_options: [{ period: 'one_off', price: 4999 }],
    });
    const { membership, payments } = await boughtBy(plan.id, { start_date: today() });
    const [row] = await clientRows(plan.id, 'active');
    expect(row).toMatchObject({
      cancel_choices: ['now'],
      last_payment: { amount: 4999, amount_format: '$49.99', refundable: 4999, refunded_amount: 0 },
    });

    const tooMuch = await cancel(plan.id, membership.id, { when: 'now', refund_amount: 5000 });
    expect(tooMuch.statusCode).toBe(422);
    expect(errorsOf(tooMuch).refund_amount).toEqual(['The refund cannot be more than $49.99.']);
    const atPeriodEnd = await cancel(plan.id, membership.id, { when: 'period_end' });
    expect(errorsOf(atPeriodEnd).base).toEqual(['This membership can only be cancelled now.']);
    expect((await membershipsOf(t, plan.id))[0]!.membership.state).toBe('active');

    // A Fixed Length program has no subscription: the membership ends, refunded in full.
    const done = await cancel(plan.id, membership.id, { when: 'now', refund_amount: 4999 });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<ProgramClientRow>()).toMatchObject({ state: 'canceled', end_date: today() });
    const stripeCharge = await chargeOfPayment(payments[0]!.paymentIntentId);
    expect(stripeCharge).toMatchObject({ amount_refunded: 4999, refunded: true });
    await flushStripeEvents(t);
    expect((await membershipsOf(t, plan.id))[0]!.membership.state).toBe('canceled');

    const again = await refundAgain(plan.id, membership.id);
    expect(again.statusCode).toBe(422);
    expect(errorsOf(again).base).toEqual(['This payment has already been refunded.']);
  });

  it('20 identical cancels with a refund at once make one refund', async () => {
    const plan = await paidPlan(t, coach);
    const { membership, payments } = await boughtBy(plan.id);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        cancel(plan.id, membership.id, { when: 'now', refund_amount: 1000 }),
      ),
    );
    expect(answers.filter((a) => a.statusCode >= 500).map((a) => a.body)).toEqual([]);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    const refunds = await t.app.ctx.stripe.refunds.list(
      { payment_intent: payments[0]!.paymentIntentId },
      { stripeAccount },
    );
    expect(refunds.data.map((r) => r.amount)).toEqual([1000]);
    await flushStripeEvents(t);
    const [after] = await membershipsOf(t, plan.id);
    expect(after!.membership.state).toBe('canceled');
    expect(after!.payments[0]!.refundedAmount).toBe(1000);
    expect(await eventsNamed('payment.refunded', membership.id)).toHaveLength(1);
  });

  it('charge.refunded from Stripe keeps the payment right, however often it comes', async () => {
    const plan = await paidPlan(t, coach);
    const { membership, payments } = await boughtBy(plan.id);
    t.app.ctx.payments.sandbox!.settings.chaos = { duplicate: true, reorder: true };
    try {
      // A refund made outside Forma (the Stripe dashboard): the row learns of it.
      await t.app.ctx.stripe.refunds.create(
        { payment_intent: payments[0]!.paymentIntentId, amount: 300 },
        { stripeAccount },
      );
      await flushStripeEvents(t);
    } finally {
      t.app.ctx.payments.sandbox!.settings.chaos = { duplicate: false, reorder: false };
    }
    const [after] = await membershipsOf(t, plan.id);
    expect(after!.payments[0]!.refundedAmount).toBe(300);
    const [row] = await clientRows(plan.id);
    expect(row).toMatchObject({
      id: membership.id,
      last_payment: { refunded_amount: 300, refundable: 0 },
      cancel_choices: ['now', 'period_end'],
    });
    const refused = await cancel(plan.id, membership.id, { when: 'now', refund_amount: 100 });
    expect(errorsOf(refused).base).toEqual(['This payment has already been refunded.']);
  });

  it('rows: the last payment and the cancel choices of free, paid and past clients', async () => {
    const free = await publishedPlan(t, coach.token);
    const freeClient = await newClient(t);
    await call('POST', `stripe/plan/${free.id}/buy`, freeClient.token);
    const [freeRow] = await clientRows(free.id);
    expect(freeRow).toMatchObject({ last_payment: null, cancel_choices: ['now'] });
    const refund = await cancel(free.id, freeRow!.id, { when: 'now', refund_amount: 100 });
    expect(errorsOf(refund).base).toEqual(['There is no payment to refund for this client.']);
    const ended = await cancel(free.id, freeRow!.id, {});
    expect(ended.json<ProgramClientRow>()).toMatchObject({ state: 'canceled', cancel_choices: [] });

    const plan = await paidPlan(t, coach);
    const { membership, payments } = await boughtBy(plan.id);
    expect(await clientRows(plan.id)).toMatchObject([
      {
        id: membership.id,
        cancel_choices: ['now', 'period_end'],
        last_payment: {
          id: payments[0]!.id,
          amount: 1500,
          amount_format: '$15.00',
          paid_at: payments[0]!.paidAt!.toISOString(),
          refunded_amount: 0,
          refundable: 1500,
        },
      },
    ]);
  });

  it('another coach cannot cancel: 404, nothing moves', async () => {
    const plan = await paidPlan(t, coach);
    const { membership, charge } = await boughtBy(plan.id);
    const other = await newCoach(t);
    const response = await cancel(
      plan.id,
      membership.id,
      { when: 'now', refund_amount: 100 },
      other.token,
    );
    expect(response.statusCode).toBe(404);
    const client = await newClient(t);
    expect((await cancel(plan.id, membership.id, { when: 'now' }, client.token)).statusCode).toBe(
      403,
    );
    const subscription = await t.app.ctx.stripe.subscriptions.retrieve(
      charge!.subscriptionId!,
      {},
      { stripeAccount },
    );
    expect(subscription.status).toBe('active');
    expect((await membershipsOf(t, plan.id))[0]!.payments[0]!.refundedAmount).toBe(0);
  });
});

/** A second refund after the membership ended: refused by the payment, not only the state. */
function refundAgain(planId: number, membershipId: number) {
  return cancel(planId, membershipId, { when: 'now', refund_amount: 1 });
}
