import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type Stripe from 'stripe';
import { createTestSandbox, deliveredTypes, type TestSandbox } from '../../test/test-sandbox.ts';
import {
  advanceTo,
  attachCard,
  DAY,
  intentOf,
  invoicesOf,
  JAN_31,
  createRecurringPrice,
  subscriber,
} from '../../test/billing.ts';
import { connectedAccount } from '../../test/payments.ts';

let test: TestSandbox;
let monthly: Stripe.Price;
beforeAll(async () => {
  test = await createTestSandbox();
  monthly = await createRecurringPrice(test.stripe, 2000);
}, 60_000);
afterAll(() => test.close());

const HOUR = 3600;
const FEB_28 = Date.UTC(2026, 1, 28, 9) / 1000;
const MAR_31 = Date.UTC(2026, 2, 31, 9) / 1000;
const APR_30 = Date.UTC(2026, 3, 30, 9) / 1000;
const MAY_31 = Date.UTC(2026, 4, 31, 9) / 1000;

async function subscribed(card = 'pm_card_visa') {
  const who = await subscriber(test.stripe);
  const subscription = await test.stripe.subscriptions.create({
    customer: who.customer.id,
    items: [{ price: monthly.id }],
  });
  if (card !== 'pm_card_visa') await attachCard(test.stripe, who.customer.id, card, true);
  return { who, subscription };
}

const statusOf = async (id: string) => (await test.stripe.subscriptions.retrieve(id)).status;

describe('renewals', () => {
  it('drafts the next invoice at period end and charges it an hour later', async () => {
    const { who, subscription } = await subscribed();
    await advanceTo(test.stripe, who, FEB_28 + 60);
    const renewed = await test.stripe.subscriptions.retrieve(subscription.id);
    expect(renewed.items.data[0]).toMatchObject({
      current_period_start: FEB_28,
      current_period_end: MAR_31, // back on the anchor's day after February's clamp
    });
    const draft = await test.stripe.invoices.retrieve(renewed.latest_invoice as string);
    expect(draft).toMatchObject({
      status: 'draft',
      billing_reason: 'subscription_cycle',
      created: FEB_28,
      automatically_finalizes_at: FEB_28 + HOUR,
      period_start: JAN_31,
      period_end: FEB_28,
      number: null,
    });
    expect(draft.lines.data[0]!.period).toEqual({ start: FEB_28, end: MAR_31 });

    await advanceTo(test.stripe, who, FEB_28 + 2 * HOUR);
    expect(await test.stripe.invoices.retrieve(draft.id)).toMatchObject({
      status: 'paid',
      amount_paid: 2000,
      attempt_count: 1,
      status_transitions: { finalized_at: FEB_28 + HOUR, paid_at: FEB_28 + HOUR },
    });
    expect(await intentOf(test.stripe, draft.id)).toMatchObject({
      status: 'succeeded',
      description: 'Subscription update',
      created: FEB_28 + HOUR,
    });
    expect(await statusOf(subscription.id)).toBe('active');
  });

  it('bills every period when the clock jumps months ahead, each once, on the anchor day', async () => {
    const { who, subscription } = await subscribed();
    await advanceTo(test.stripe, who, MAY_31 + 2 * HOUR);
    await advanceTo(test.stripe, who, MAY_31 + 3 * HOUR);
    const invoices = await invoicesOf(test.stripe, subscription.id);
    expect(invoices.map((invoice) => invoice.lines.data[0]!.period.start)).toEqual([
      JAN_31,
      FEB_28,
      MAR_31,
      APR_30,
      MAY_31,
    ]);
    expect(invoices.every((invoice) => invoice.status === 'paid')).toBe(true);
    const charges = await test.stripe.charges.list({ customer: who.customer.id, limit: 100 });
    expect(charges.data).toHaveLength(5);
    expect(new Set(invoices.map((invoice) => invoice.number)).size).toBe(5);
  });

  it('bills a two-weekly price every 14 days', async () => {
    const who = await subscriber(test.stripe);
    const biweekly = await createRecurringPrice(test.stripe, 1500, {
      interval: 'week',
      interval_count: 2,
    });
    const subscription = await test.stripe.subscriptions.create({
      customer: who.customer.id,
      items: [{ price: biweekly.id }],
    });
    expect(subscription.items.data[0]!.current_period_end).toBe(JAN_31 + 14 * DAY);
    await advanceTo(test.stripe, who, JAN_31 + 28 * DAY + 2 * HOUR);
    const invoices = await invoicesOf(test.stripe, subscription.id);
    expect(invoices.map((invoice) => [invoice.lines.data[0]!.period, invoice.amount_paid])).toEqual(
      [
        [{ start: JAN_31, end: JAN_31 + 14 * DAY }, 1500],
        [{ start: JAN_31 + 14 * DAY, end: JAN_31 + 28 * DAY }, 1500],
        [{ start: JAN_31 + 28 * DAY, end: JAN_31 + 42 * DAY }, 1500],
      ],
    );
  });

  it('charges a period once however often, and however concurrently, time reaches it', async () => {
    const { who, subscription } = await subscribed();
    await advanceTo(test.stripe, who, FEB_28 + 2 * HOUR);
    await advanceTo(test.stripe, who, FEB_28 + 2 * HOUR + 1);
    await Promise.all([
      advanceTo(test.stripe, who, FEB_28 + 3 * HOUR).catch(() => null),
      advanceTo(test.stripe, who, FEB_28 + 4 * HOUR).catch(() => null),
      test.sandbox.tick(),
    ]);
    const charges = await test.stripe.charges.list({ customer: who.customer.id });
    expect(charges.data).toHaveLength(2);
    expect(await invoicesOf(test.stripe, subscription.id)).toHaveLength(2);
  });
});

describe('a failed renewal', () => {
  it('is past due, retried after 1, 3, 5 and 7 days, and active again when a new card pays', async () => {
    const { who, subscription } = await subscribed('pm_card_chargeCustomerFail');
    const firstAttempt = FEB_28 + HOUR;
    await advanceTo(test.stripe, who, firstAttempt + 60);
    expect(await statusOf(subscription.id)).toBe('past_due');
    const [, renewal] = await invoicesOf(test.stripe, subscription.id);
    expect(renewal).toMatchObject({
      status: 'open',
      attempt_count: 1,
      next_payment_attempt: firstAttempt + DAY,
    });
    expect(await deliveredTypes(test)).toContain('invoice.payment_failed');

    await advanceTo(test.stripe, who, firstAttempt + DAY + 60);
    expect(await test.stripe.invoices.retrieve(renewal!.id)).toMatchObject({
      attempt_count: 2,
      next_payment_attempt: firstAttempt + 3 * DAY,
    });
    await advanceTo(test.stripe, who, firstAttempt + 3 * DAY + 60);
    expect(await test.stripe.invoices.retrieve(renewal!.id)).toMatchObject({
      attempt_count: 3,
      next_payment_attempt: firstAttempt + 5 * DAY,
    });
    expect(await statusOf(subscription.id)).toBe('past_due');

    await attachCard(test.stripe, who.customer.id, 'pm_card_mastercard', true);
    await advanceTo(test.stripe, who, firstAttempt + 5 * DAY + 60);
    expect(await test.stripe.invoices.retrieve(renewal!.id)).toMatchObject({
      status: 'paid',
      attempt_count: 4,
      amount_paid: 2000,
      next_payment_attempt: null,
    });
    expect(await statusOf(subscription.id)).toBe('active');
    // One PaymentIntent per invoice, confirmed by every attempt.
    const intent = await intentOf(test.stripe, renewal!.id);
    const charges = await test.stripe.charges.list({ payment_intent: intent.id });
    expect(charges.data.map((charge) => charge.status).sort()).toEqual([
      'failed',
      'failed',
      'failed',
      'succeeded',
    ]);
  });

  it('marks the subscription unpaid after the last retry fails, and keeps later invoices as drafts', async () => {
    const { who, subscription } = await subscribed('pm_card_chargeCustomerFail');
    const firstAttempt = FEB_28 + HOUR;
    await advanceTo(test.stripe, who, firstAttempt + 6 * DAY);
    expect(await statusOf(subscription.id)).toBe('past_due');
    await advanceTo(test.stripe, who, firstAttempt + 7 * DAY + 60);
    expect(await statusOf(subscription.id)).toBe('unpaid');
    const [, renewal] = await invoicesOf(test.stripe, subscription.id);
    expect(renewal).toMatchObject({ status: 'open', attempt_count: 5, next_payment_attempt: null });

    await advanceTo(test.stripe, who, MAR_31 + 2 * HOUR);
    const [, , next] = await invoicesOf(test.stripe, subscription.id);
    expect(next).toMatchObject({ status: 'draft', auto_advance: false, attempt_count: 0 });

    const card = await attachCard(test.stripe, who.customer.id, 'pm_card_visa', true);
    await test.stripe.invoices.pay(renewal!.id, { payment_method: card });
    expect(await statusOf(subscription.id)).toBe('active');
    const finalized = await test.stripe.invoices.finalizeInvoice(next!.id, { auto_advance: false });
    expect(finalized).toMatchObject({ status: 'open', next_payment_attempt: null });
    const written = await test.stripe.invoices.markUncollectible(next!.id);
    expect(written).toMatchObject({ status: 'uncollectible' });
    expect(written.status_transitions.marked_uncollectible_at).toBe(MAR_31 + 2 * HOUR);
  });

  it('can be paid by the customer with a new card through invoices.pay, refused cards answered 402', async () => {
    const { who, subscription } = await subscribed('pm_card_chargeCustomerFail');
    await advanceTo(test.stripe, who, FEB_28 + 2 * HOUR);
    const [, renewal] = await invoicesOf(test.stripe, subscription.id);
    await expect(test.stripe.invoices.pay(renewal!.id)).rejects.toMatchObject({
      statusCode: 402,
      code: 'card_declined',
    });
    expect(await test.stripe.invoices.retrieve(renewal!.id)).toMatchObject({ attempt_count: 2 });
    const card = await attachCard(test.stripe, who.customer.id, 'pm_card_visa', false);
    const paid = await test.stripe.invoices.pay(renewal!.id, { payment_method: card });
    expect(paid).toMatchObject({ status: 'paid', attempt_count: 3 });
    expect(await statusOf(subscription.id)).toBe('active');
    await expect(test.stripe.invoices.pay(renewal!.id)).rejects.toMatchObject({
      statusCode: 400,
    });
  });

  it('voids an open renewal invoice: no more retries, and the subscription is no longer past due', async () => {
    const { who, subscription } = await subscribed('pm_card_chargeCustomerFail');
    await advanceTo(test.stripe, who, FEB_28 + 2 * HOUR);
    const [, renewal] = await invoicesOf(test.stripe, subscription.id);
    const voided = await test.stripe.invoices.voidInvoice(renewal!.id);
    expect(voided).toMatchObject({ status: 'void', next_payment_attempt: null });
    expect(await statusOf(subscription.id)).toBe('active');
    await expect(test.stripe.invoices.voidInvoice(renewal!.id)).rejects.toMatchObject({
      statusCode: 400,
    });
    const listed = await test.stripe.invoices.list({
      subscription: subscription.id,
      status: 'void',
    });
    expect(listed.data.map((invoice) => invoice.id)).toEqual([renewal!.id]);
  });
});

describe('on real time', () => {
  it('moves subscriptions without a test clock when the sandbox ticks, and leaves clocked ones', async () => {
    const clocked = await subscriber(test.stripe, { frozen_time: Math.floor(Date.now() / 1000) });
    const onClock = await test.stripe.subscriptions.create({
      customer: clocked.customer.id,
      items: [{ price: monthly.id }],
      trial_end: Math.floor(Date.now() / 1000) + 1,
    });
    const customer = await test.stripe.customers.create({ email: 'now@example.com' });
    await attachCard(test.stripe, customer.id, 'pm_card_visa', true);
    const trialEnd = Math.floor(Date.now() / 1000) + 1;
    const subscription = await test.stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: monthly.id }],
      trial_end: trialEnd,
    });
    await new Promise((resolve) => setTimeout(resolve, 2100));
    await test.sandbox.tick();
    const ended = await test.stripe.subscriptions.retrieve(subscription.id, {
      expand: ['latest_invoice'],
    });
    expect(ended.status).toBe('active');
    expect(ended.items.data[0]!.current_period_start).toBe(trialEnd);
    expect(ended.latest_invoice).toMatchObject({
      status: 'draft',
      billing_reason: 'subscription_cycle',
      automatically_finalizes_at: trialEnd + HOUR,
    });
    expect(await statusOf(onClock.id)).toBe('trialing');
  });
});

describe('a trial without a payment method', () => {
  it('fails at trial end and the subscription is past due', async () => {
    const clock = await test.stripe.testHelpers.testClocks.create({ frozen_time: JAN_31 });
    const customer = await test.stripe.customers.create({ test_clock: clock.id });
    const subscription = await test.stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: monthly.id }],
      trial_period_days: 7,
    });
    expect(subscription.status).toBe('trialing');
    await test.stripe.testHelpers.testClocks.advance(clock.id, {
      frozen_time: JAN_31 + 7 * DAY + 2 * HOUR,
    });
    expect(await statusOf(subscription.id)).toBe('past_due');
    const [, first] = await invoicesOf(test.stripe, subscription.id);
    expect(first).toMatchObject({ status: 'open', attempt_count: 1, amount_remaining: 2000 });
  });
});

describe('on a connected account', () => {
  it("takes the platform's percent of every invoice as an application fee, with balance transactions on both sides", async () => {
    const account = await connectedAccount(test);
    const on = { stripeAccount: account };
    const price = await createRecurringPrice(test.stripe, 10000, { interval: 'month' }, on);
    const who = await subscriber(test.stripe, { account });
    const subscription = await test.stripe.subscriptions.create(
      {
        customer: who.customer.id,
        items: [{ price: price.id }],
        application_fee_percent: 12.5,
      },
      on,
    );
    expect(subscription).toMatchObject({ status: 'active', application_fee_percent: 12.5 });
    await advanceTo(test.stripe, who, FEB_28 + 2 * HOUR, on);

    const invoices = await invoicesOf(test.stripe, subscription.id, on);
    expect(invoices.map((invoice) => invoice.status)).toEqual(['paid', 'paid']);
    for (const invoice of invoices) {
      const intent = await intentOf(test.stripe, invoice.id, on);
      expect(intent.application_fee_amount).toBe(1250);
      const charge = await test.stripe.charges.retrieve(intent.latest_charge as string, {}, on);
      const transaction = await test.stripe.balanceTransactions.retrieve(
        charge.balance_transaction as string,
        {},
        on,
      );
      expect(transaction).toMatchObject({
        amount: 10000,
        fee: 320 + 1250,
        net: 10000 - 320 - 1250,
      });
      const fee = await test.stripe.applicationFees.retrieve(charge.application_fee as string);
      expect(fee).toMatchObject({ amount: 1250, account });
      const platformSide = await test.stripe.balanceTransactions.retrieve(
        fee.balance_transaction as string,
      );
      expect(platformSide).toMatchObject({ amount: 1250, type: 'application_fee' });
    }
  });
});
