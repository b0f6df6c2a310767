import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import Stripe from 'stripe';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { api, newClient, type Session } from '../../../../test/programs-helpers.ts';
import { flushStripeEvents, moveStripeTimeTo } from '../../../../test/stripe-helpers.ts';
import {
  clientWithCard,
  membershipsOf,
  paidCoach,
  paidPlan,
  setDefaultCard,
  trialWithFailingCard,
} from '../../../../test/paid-helpers.ts';
import { WEBHOOK_PATHS } from '../../../platform/stripe/stripe-client.ts';
import { ensureCustomer } from '../../cards/cards.api.ts';
import { reconcilePurchases } from './reconcile.ts';

let t: TestApp;
let call: ReturnType<typeof api>;
let coach: Session;
let stripeAccount: string;
/** Another coach with a Stripe account of their own: the attacker. */
let mallory: Session;
let malloryAccount: string;

beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
  ({ coach, stripeAccount } = await paidCoach(t));
  ({ coach: mallory, stripeAccount: malloryAccount } = await paidCoach(t));
});
afterEach(() => {
  vi.useRealTimers();
  t.app.ctx.payments.sandbox!.settings.chaos = { duplicate: false, reorder: false };
});
afterAll(() => t.close());

const stripe = () => t.app.ctx.stripe;
const onMallory = () => ({ stripeAccount: malloryAccount });

/** A 50-cent price on Mallory's own account, recurring or one-off. */
async function cheapPrice(currency: string, recurring: boolean) {
  const product = await stripe().products.create({ name: 'Anything' }, onMallory());
  const price = await stripe().prices.create(
    {
      product: product.id,
      unit_amount: 50,
      currency: currency.toLowerCase(),
      ...(recurring ? { recurring: { interval: 'month' as const } } : {}),
    },
    onMallory(),
  );
  return price.id;
}

/** A customer of Mallory's (one of her own clients) with a card that pays. */
async function malloryCustomer() {
  const buyer = await newClient(t);
  await setDefaultCard(t, buyer, mallory, 'pm_card_visa');
  const { customerId } = await ensureCustomer(t.app.ctx, buyer.private.id, mallory.current.id);
  return customerId;
}

/** Metadata naming someone else's membership, as Forma writes its own. */
const naming = (membershipId: number, planId: number) => ({
  membership_id: String(membershipId),
  plan_id: String(planId),
  attempt: '1',
});

/**
 * Every event Mallory's objects made reaches Forma: as the sandbox delivers them (duplicated and
 * out of order), and once more on each webhook endpoint, signed as Stripe signs for it.
 */
async function deliverEverywhere(type: Stripe.Event.Type, object: { id: string }) {
  t.app.ctx.payments.sandbox!.settings.chaos = { duplicate: true, reorder: true };
  await flushStripeEvents(t);
  const { webhookSecret, connectWebhookSecret } = t.app.ctx.config.stripe;
  const endpoints = [
    { url: WEBHOOK_PATHS.connect, secret: connectWebhookSecret },
    { url: WEBHOOK_PATHS.platform, secret: webhookSecret },
  ];
  for (const [index, endpoint] of endpoints.entries()) {
    const payload = JSON.stringify({
      id: `evt_mallory_${object.id}_${type}_${index}`,
      object: 'event',
      type,
      account: malloryAccount,
      created: Math.floor(Date.now() / 1000),
      data: { object },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: endpoint.secret,
    });
    const response = await t.app.inject({
      method: 'POST',
      url: endpoint.url,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
    expect(response.statusCode, response.body).toBe(200);
  }
}

describe('a Stripe object on another account naming a membership in its metadata changes nothing', () => {
  it('a declined $49 purchase stays unpaid after a 50-cent subscription names it', async () => {
    const plan = await paidPlan(t, coach, {
      plan_type: 'fixed',
      price_options: [{ period: 'one_off', price: 4900 }],
    });
    const client = await clientWithCard(t, coach, 'pm_card_chargeCustomerFail');
    const today = new Date().toISOString().slice(0, 10);
    const declined = await call('POST', `stripe/plan/${plan.id}/buy`, client.token, {
      start_date: today,
    });
    expect(declined.statusCode).toBe(422);
    const [before] = await membershipsOf(t, plan.id);
    expect(before!.membership.state).toBe('incomplete');

    const subscription = await stripe().subscriptions.create(
      {
        customer: await malloryCustomer(),
        items: [{ price: await cheapPrice(plan.currency, true) }],
        metadata: naming(before!.membership.id, plan.id),
      },
      onMallory(),
    );
    expect(subscription.status).toBe('active');
    await deliverEverywhere('customer.subscription.created', subscription);
    await deliverEverywhere('customer.subscription.updated', subscription);
    await reconcilePurchases(t.app.ctx, new Date(Date.now() + 60_000));

    const [after] = await membershipsOf(t, plan.id);
    expect(after!.membership.state).not.toBe('active');
    expect(after!.charge!.subscriptionId).toBeNull();
    expect(after!.charge!.paymentIntentId).toBe(before!.charge!.paymentIntentId);
    expect(after!.payments.map((p) => p.status)).toEqual(['failed']);
  });

  it("another client's paid purchase is not cancelled by a cancelled subscription naming it", async () => {
    const plan = await paidPlan(t, coach, {
      plan_type: 'fixed',
      price_options: [{ period: 'one_off', price: 4900 }],
    });
    const client = await clientWithCard(t, coach);
    const today = new Date().toISOString().slice(0, 10);
    const bought = await call('POST', `stripe/plan/${plan.id}/buy`, client.token, {
      start_date: today,
    });
    expect(bought.statusCode, bought.body).toBe(200);
    const [before] = await membershipsOf(t, plan.id);
    expect(before!.membership.state).toBe('active');

    const subscription = await stripe().subscriptions.create(
      {
        customer: await malloryCustomer(),
        items: [{ price: await cheapPrice(plan.currency, true) }],
        metadata: naming(before!.membership.id, plan.id),
      },
      onMallory(),
    );
    const canceled = await stripe().subscriptions.cancel(subscription.id, {}, onMallory());
    await deliverEverywhere('customer.subscription.deleted', canceled);

    const [after] = await membershipsOf(t, plan.id);
    expect(after!.membership).toMatchObject({ state: 'active', canceledAt: null });
    expect(after!.charge!.subscriptionId).toBeNull();
  });

  it('a past-due subscription stays unpaid after a 50-cent PaymentIntent names it', async () => {
    const { plan, firstAttempt } = await trialWithFailingCard(t, coach, stripeAccount, 'Dunned');
    await moveStripeTimeTo(t, firstAttempt + 3600_000);
    const [before] = await membershipsOf(t, plan.id);
    expect(before!.membership.state).toBe('past_due');

    const intent = await stripe().paymentIntents.create(
      {
        amount: 50,
        currency: plan.currency.toLowerCase(),
        customer: await malloryCustomer(),
        payment_method: 'pm_card_visa',
        confirm: true,
        metadata: naming(before!.membership.id, plan.id),
      },
      onMallory(),
    );
    expect(intent.status).toBe('succeeded');
    await deliverEverywhere('payment_intent.succeeded', intent);

    const [after] = await membershipsOf(t, plan.id);
    expect(after!.membership.state).toBe('past_due');
    expect(after!.charge!.paymentIntentId).toBeNull();
    expect(after!.payments.some((p) => p.paymentIntentId === intent.id)).toBe(false);
  });
});
