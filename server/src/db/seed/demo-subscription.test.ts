import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyProgramCard, PublicPlan } from '@forma/contract/purchase/purchase.schemas';
import type { ProgramClientRow } from '@forma/contract/clients/clients.schemas';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { signIn } from '../../../test/helpers.ts';
import { membershipsOf } from '../../../test/paid-helpers.ts';
import { api } from '../../../test/programs-helpers.ts';
import { flushStripeEvents } from '../../../test/stripe-helpers.ts';
import { seedDemoPayouts } from './demo-payouts.ts';
import { seedDemoSubscription } from './demo-subscription.ts';
import { DEMO_PASSWORD, seedDemo } from './demo-seed.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db);
  await seedDemoPayouts(t.app.ctx);
});
afterAll(async () => {
  await t.close();
});

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 10);
const tokenOf = async (email: string) =>
  (await signIn(t.app, email, DEMO_PASSWORD)).json().access_token as string;

async function stripeHistory(subscriptionId: string, stripeAccount: string) {
  const stripe = t.app.ctx.stripe;
  const subscription = await stripe.subscriptions.retrieve(subscriptionId, {}, { stripeAccount });
  const invoices = await stripe.invoices.list({ subscription: subscriptionId }, { stripeAccount });
  return { subscription, invoices: [...invoices.data].reverse() };
}

describe('demo subscription', () => {
  it('subscribes client@forma.test to demo-paid five weeks ago: two paid invoices, two payments, active now, once', async () => {
    expect(await seedDemoSubscription(t.app.ctx)).toBe(true);
    await flushStripeEvents(t);
    const call = api(t);
    const plan = (await call('GET', 'plans/demo-paid/public')).json<PublicPlan>();

    const [bought] = await membershipsOf(t, plan.id);
    expect(bought!.membership).toMatchObject({
      state: 'active',
      startDate: daysAgo(35),
      amount: 2_999,
      currency: 'USD',
      trialEnd: null,
      cancelAtPeriodEnd: false,
    });
    const { subscriptionId, stripeAccountId } = bought!.charge!;
    const { subscription, invoices } = await stripeHistory(subscriptionId!, stripeAccountId);
    expect(subscription.status).toBe('active');
    expect(subscription.trial_end).toBeNull();
    const periodEnd = subscription.items.data[0]!.current_period_end * 1000;
    expect(periodEnd).toBeGreaterThan(Date.now());
    expect(invoices.map((invoice) => [invoice.status, invoice.amount_paid])).toEqual([
      ['paid', 2_999],
      ['paid', 2_999],
    ]);
    expect(invoices.map((invoice) => invoice.billing_reason)).toEqual([
      'subscription_create',
      'subscription_cycle',
    ]);

    // The webhooks wrote both payments, on the days Stripe charged them.
    const paid = [...bought!.payments].sort((a, b) => a.paidAt!.getTime() - b.paidAt!.getTime());
    expect(paid.map((payment) => [payment.status, payment.amount, payment.invoiceId])).toEqual(
      invoices.map((invoice) => ['succeeded', 2_999, invoice.id]),
    );
    expect(paid[0]!.paidAt!.toISOString().slice(0, 10)).toBe(daysAgo(35));
    expect(paid[1]!.paidAt!.getTime()).toBe(invoices[1]!.status_transitions.paid_at! * 1000);

    // My programs and Billing > Purchases: the program, renewing on the period's end.
    const client = await tokenOf('client@forma.test');
    const mine = (await call('GET', 'athlete/plans?list=active', client)).json<{
      items: MyProgramCard[];
    }>();
    const card = mine.items.find((item) => item.plan.id === plan.id);
    expect(card?.membership).toMatchObject({
      state: 'active',
      start_date: daysAgo(35),
      end_date: new Date(periodEnd).toISOString().slice(0, 10),
      cancel_at_period_end: false,
      plan_price: { duration: 'monthly', amount: 2_999 },
    });

    // The coach's program clients, with the last payment.
    const coach = await tokenOf('coach@forma.test');
    const rows = (await call('GET', `coach/plans/${plan.id}/clients`, coach)).json<{
      items: ProgramClientRow[];
    }>().items;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      full_name: 'Jamie Lee',
      last_payment: { id: paid[1]!.id, amount: 2_999, amount_format: '$29.99' },
    });

    // A second start adds nothing.
    expect(await seedDemoSubscription(t.app.ctx)).toBe(false);
    await flushStripeEvents(t);
    const [again] = await membershipsOf(t, plan.id);
    expect(again!.payments).toHaveLength(2);
    expect((await stripeHistory(subscriptionId!, stripeAccountId)).invoices).toHaveLength(2);
  });
});
