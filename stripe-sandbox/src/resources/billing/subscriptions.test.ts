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
import { answerChallenge } from '../../test/payments.ts';

let test: TestSandbox;
let monthly: Stripe.Price;
beforeAll(async () => {
  test = await createTestSandbox();
  monthly = await createRecurringPrice(test.stripe, 2000);
}, 60_000);
afterAll(() => test.close());

const FEB_28 = Date.UTC(2026, 1, 28, 9) / 1000;
const MAR_31 = Date.UTC(2026, 2, 31, 9) / 1000;

describe('creating a subscription', () => {
  it('charges the first period at once and is active, with the period on its item', async () => {
    const who = await subscriber(test.stripe);
    const subscription = await test.stripe.subscriptions.create({
      customer: who.customer.id,
      items: [{ price: monthly.id }],
      metadata: { enrollment_id: '41' },
      expand: ['latest_invoice'],
    });
    expect(subscription).toMatchObject({
      object: 'subscription',
      status: 'active',
      customer: who.customer.id,
      start_date: JAN_31,
      billing_cycle_anchor: JAN_31,
      metadata: { enrollment_id: '41' },
      test_clock: who.clock.id,
    });
    // Jan 31 + 1 month clamps to Feb 28.
    expect(subscription.items.data[0]).toMatchObject({
      price: { id: monthly.id },
      quantity: 1,
      current_period_start: JAN_31,
      current_period_end: FEB_28,
    });
    const invoice = subscription.latest_invoice as Stripe.Invoice;
    expect(invoice).toMatchObject({
      status: 'paid',
      billing_reason: 'subscription_create',
      amount_due: 2000,
      amount_paid: 2000,
      amount_remaining: 0,
      attempt_count: 1,
      parent: { subscription_details: { subscription: subscription.id } },
    });
    expect(invoice.number).toMatch(/^[A-Z0-9]+-0001$/);
    expect(invoice.lines.data[0]).toMatchObject({
      amount: 2000,
      description: '1 × Coaching (at $20.00 / month)',
      period: { start: JAN_31, end: FEB_28 },
    });
    const intent = await intentOf(test.stripe, invoice.id);
    expect(intent).toMatchObject({
      status: 'succeeded',
      amount: 2000,
      customer: who.customer.id,
      payment_method: who.card,
      description: 'Subscription creation',
    });
    const payments = await test.stripe.invoicePayments.list({
      payment: { type: 'payment_intent', payment_intent: intent.id },
    });
    expect(payments.data.map((payment) => [payment.invoice, payment.status])).toEqual([
      [invoice.id, 'paid'],
    ]);
    expect(await deliveredTypes(test)).toEqual(
      expect.arrayContaining([
        'customer.subscription.created',
        'invoice.created',
        'invoice.finalized',
        'invoice_payment.paid',
        'invoice.paid',
        'invoice.payment_succeeded',
        'payment_intent.succeeded',
      ]),
    );
  });

  it('starts a trial without charging, then charges the first period at trial end', async () => {
    const who = await subscriber(test.stripe);
    const subscription = await test.stripe.subscriptions.create({
      customer: who.customer.id,
      items: [{ price: monthly.id }],
      trial_period_days: 14,
      expand: ['latest_invoice'],
    });
    const trialEnd = JAN_31 + 14 * DAY;
    expect(subscription).toMatchObject({
      status: 'trialing',
      trial_start: JAN_31,
      trial_end: trialEnd,
      billing_cycle_anchor: trialEnd,
    });
    expect(subscription.items.data[0]!.current_period_end).toBe(trialEnd);
    expect(subscription.latest_invoice).toMatchObject({ status: 'paid', amount_due: 0 });
    expect((subscription.latest_invoice as Stripe.Invoice).lines.data[0]!.description).toBe(
      'Trial period for Coaching',
    );
    expect(await test.stripe.paymentIntents.list({ customer: who.customer.id })).toMatchObject({
      data: [],
    });

    await advanceTo(test.stripe, who, trialEnd - 3 * DAY);
    expect(await deliveredTypes(test)).toContain('customer.subscription.trial_will_end');

    await advanceTo(test.stripe, who, trialEnd + 2 * 3600);
    const after = await test.stripe.subscriptions.retrieve(subscription.id);
    expect(after.status).toBe('active');
    expect(after.items.data[0]).toMatchObject({
      current_period_start: trialEnd,
      current_period_end: trialEnd + 28 * DAY, // Feb 14 to Mar 14
    });
    const [, first] = await invoicesOf(test.stripe, subscription.id);
    expect(first).toMatchObject({
      billing_reason: 'subscription_cycle',
      status: 'paid',
      amount_paid: 2000,
      created: trialEnd,
      status_transitions: { finalized_at: trialEnd + 3600 },
    });
  });

  it('is incomplete when the first payment is declined, and expires after 23 hours with its invoice voided', async () => {
    const who = await subscriber(test.stripe, { card: 'pm_card_chargeCustomerFail' });
    const subscription = await test.stripe.subscriptions.create({
      customer: who.customer.id,
      items: [{ price: monthly.id }],
    });
    expect(subscription.status).toBe('incomplete');
    const invoice = await test.stripe.invoices.retrieve(subscription.latest_invoice as string);
    expect(invoice).toMatchObject({ status: 'open', attempt_count: 1, next_payment_attempt: null });
    expect(await intentOf(test.stripe, invoice.id)).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: { code: 'card_declined' },
    });

    await advanceTo(test.stripe, who, JAN_31 + 22 * 3600);
    expect((await test.stripe.subscriptions.retrieve(subscription.id)).status).toBe('incomplete');
    await advanceTo(test.stripe, who, JAN_31 + 24 * 3600);
    expect(await test.stripe.subscriptions.retrieve(subscription.id)).toMatchObject({
      status: 'incomplete_expired',
      ended_at: JAN_31 + 23 * 3600,
    });
    expect(await test.stripe.invoices.retrieve(invoice.id)).toMatchObject({
      status: 'void',
      status_transitions: { voided_at: JAN_31 + 23 * 3600 },
    });
    expect(await intentOf(test.stripe, invoice.id)).toMatchObject({
      status: 'canceled',
      cancellation_reason: 'void_invoice',
    });
    expect(await deliveredTypes(test)).toEqual(
      expect.arrayContaining([
        'invoice.payment_failed',
        'invoice.voided',
        'customer.subscription.deleted',
      ]),
    );
  });

  it('becomes active when the incomplete first invoice is paid with another card', async () => {
    const who = await subscriber(test.stripe, { card: 'pm_card_chargeCustomerFail' });
    const subscription = await test.stripe.subscriptions.create({
      customer: who.customer.id,
      items: [{ price: monthly.id }],
    });
    expect(subscription.status).toBe('incomplete');
    const card = await attachCard(test.stripe, who.customer.id, 'pm_card_visa', false);
    const paid = await test.stripe.invoices.pay(subscription.latest_invoice as string, {
      payment_method: card,
    });
    expect(paid).toMatchObject({ status: 'paid', attempt_count: 2, amount_paid: 2000 });
    expect((await test.stripe.subscriptions.retrieve(subscription.id)).status).toBe('active');
  });

  it('waits for the customer to confirm with default_incomplete, and the confirmation activates it', async () => {
    const who = await subscriber(test.stripe);
    const subscription = await test.stripe.subscriptions.create({
      customer: who.customer.id,
      items: [{ price: monthly.id }],
      payment_behavior: 'default_incomplete',
      expand: ['latest_invoice.confirmation_secret'],
    });
    expect(subscription.status).toBe('incomplete');
    const invoice = subscription.latest_invoice as Stripe.Invoice;
    expect(invoice).toMatchObject({ status: 'open', attempt_count: 0 });
    const secret = invoice.confirmation_secret!.client_secret;
    const intent = await intentOf(test.stripe, invoice.id);
    expect(secret).toBe(intent.client_secret);
    expect(intent.status).toBe('requires_confirmation');

    await test.stripe.paymentIntents.confirm(intent.id, { payment_method: who.card });
    expect((await test.stripe.subscriptions.retrieve(subscription.id)).status).toBe('active');
    expect(await test.stripe.invoices.retrieve(invoice.id)).toMatchObject({
      status: 'paid',
      amount_paid: 2000,
    });
  });

  it('needs 3-D Secure on session: incomplete until the challenge is completed', async () => {
    const who = await subscriber(test.stripe, { card: 'pm_card_authenticationRequired' });
    const subscription = await test.stripe.subscriptions.create({
      customer: who.customer.id,
      items: [{ price: monthly.id }],
    });
    expect(subscription.status).toBe('incomplete');
    const intent = await intentOf(test.stripe, subscription.latest_invoice as string);
    expect(intent.status).toBe('requires_action');
    expect(await deliveredTypes(test)).toContain('invoice.payment_action_required');

    const page = await answerChallenge(test, intent.id, 'complete');
    expect(page.statusCode).toBeLessThan(400);
    expect((await test.stripe.subscriptions.retrieve(subscription.id)).status).toBe('active');
  });

  it('creates nothing with error_if_incomplete when the card is declined', async () => {
    const who = await subscriber(test.stripe, { card: 'pm_card_chargeCustomerFail' });
    await expect(
      test.stripe.subscriptions.create({
        customer: who.customer.id,
        items: [{ price: monthly.id }],
        payment_behavior: 'error_if_incomplete',
      }),
    ).rejects.toMatchObject({ statusCode: 402, type: 'StripeCardError', code: 'card_declined' });
    const listed = await test.stripe.subscriptions.list({
      customer: who.customer.id,
      status: 'all',
    });
    expect(listed.data).toEqual([]);
  });

  it('refuses a customer without a payment method, a one-time price and an unattached default', async () => {
    const clock = await test.stripe.testHelpers.testClocks.create({ frozen_time: JAN_31 });
    const customer = await test.stripe.customers.create({ test_clock: clock.id });
    await expect(
      test.stripe.subscriptions.create({ customer: customer.id, items: [{ price: monthly.id }] }),
    ).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringContaining('This customer has no attached payment source'),
    });
    const once = await test.stripe.prices.create({
      currency: 'usd',
      unit_amount: 900,
      product_data: { name: 'Once' },
    });
    await expect(
      test.stripe.subscriptions.create({ customer: customer.id, items: [{ price: once.id }] }),
    ).rejects.toMatchObject({ param: 'items[0][price]' });
    const stranger = await subscriber(test.stripe);
    await expect(
      test.stripe.subscriptions.create({
        customer: customer.id,
        items: [{ price: monthly.id }],
        default_payment_method: stranger.card,
      }),
    ).rejects.toMatchObject({ param: 'default_payment_method' });
    await expect(
      test.stripe.subscriptions.create({
        customer: customer.id,
        items: [{ price: monthly.id }],
        application_fee_percent: 10,
      }),
    ).rejects.toMatchObject({ param: 'application_fee_percent' });
  });
});

describe('changing and ending a subscription', () => {
  it('cancels at period end: still active until then, canceled at the end with no new invoice', async () => {
    const who = await subscriber(test.stripe);
    const subscription = await test.stripe.subscriptions.create({
      customer: who.customer.id,
      items: [{ price: monthly.id }],
    });
    const scheduled = await test.stripe.subscriptions.update(subscription.id, {
      cancel_at_period_end: true,
    });
    expect(scheduled).toMatchObject({
      status: 'active',
      cancel_at_period_end: true,
      cancel_at: FEB_28,
      canceled_at: JAN_31,
      cancellation_details: { reason: 'cancellation_requested' },
    });
    await advanceTo(test.stripe, who, FEB_28 + DAY);
    expect(await test.stripe.subscriptions.retrieve(subscription.id)).toMatchObject({
      status: 'canceled',
      ended_at: FEB_28,
    });
    expect(await invoicesOf(test.stripe, subscription.id)).toHaveLength(1);
    expect(await deliveredTypes(test)).toContain('customer.subscription.deleted');
  });

  it('undoes a scheduled cancellation', async () => {
    const who = await subscriber(test.stripe);
    const subscription = await test.stripe.subscriptions.create({
      customer: who.customer.id,
      items: [{ price: monthly.id }],
      cancel_at_period_end: true,
    });
    expect(subscription.cancel_at).toBe(FEB_28);
    const kept = await test.stripe.subscriptions.update(subscription.id, {
      cancel_at_period_end: false,
    });
    expect(kept).toMatchObject({ cancel_at_period_end: false, cancel_at: null, canceled_at: null });
    await advanceTo(test.stripe, who, FEB_28 + DAY);
    expect((await test.stripe.subscriptions.retrieve(subscription.id)).status).toBe('active');
  });

  it('cancels at once, and refuses changes afterwards except metadata', async () => {
    const who = await subscriber(test.stripe);
    const subscription = await test.stripe.subscriptions.create({
      customer: who.customer.id,
      items: [{ price: monthly.id }],
    });
    await advanceTo(test.stripe, who, JAN_31 + 5 * DAY);
    const canceled = await test.stripe.subscriptions.cancel(subscription.id, {
      invoice_now: false,
      prorate: false,
      cancellation_details: { comment: 'Moved away' },
    });
    expect(canceled).toMatchObject({
      status: 'canceled',
      canceled_at: JAN_31 + 5 * DAY,
      ended_at: JAN_31 + 5 * DAY,
      cancellation_details: { reason: 'cancellation_requested', comment: 'Moved away' },
    });
    await expect(
      test.stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true }),
    ).rejects.toMatchObject({
      message: 'A canceled subscription can only update its cancellation_details and metadata.',
    });
    const tagged = await test.stripe.subscriptions.update(subscription.id, {
      metadata: { note: 'x' },
    });
    expect(tagged.metadata).toEqual({ note: 'x' });
    await advanceTo(test.stripe, who, MAR_31);
    expect(await invoicesOf(test.stripe, subscription.id)).toHaveLength(1);

    const active = await test.stripe.subscriptions.list({ customer: who.customer.id });
    expect(active.data).toEqual([]);
    const all = await test.stripe.subscriptions.list({ customer: who.customer.id, status: 'all' });
    expect(all.data.map((item) => item.id)).toEqual([subscription.id]);
    const canceledOnly = await test.stripe.subscriptions.list({ status: 'canceled', limit: 100 });
    expect(canceledOnly.data.map((item) => item.id)).toContain(subscription.id);
  });

  it('switches price with proration_behavior none: the new price is billed from the next period', async () => {
    const who = await subscriber(test.stripe);
    const subscription = await test.stripe.subscriptions.create({
      customer: who.customer.id,
      items: [{ price: monthly.id }],
    });
    const dearer = await createRecurringPrice(test.stripe, 3500);
    const switched = await test.stripe.subscriptions.update(subscription.id, {
      items: [{ id: subscription.items.data[0]!.id, price: dearer.id }],
      proration_behavior: 'none',
    });
    expect(switched.items.data).toHaveLength(1);
    expect(switched.items.data[0]).toMatchObject({
      id: subscription.items.data[0]!.id,
      price: { id: dearer.id },
      current_period_end: FEB_28,
    });
    expect(await invoicesOf(test.stripe, subscription.id)).toHaveLength(1);

    await advanceTo(test.stripe, who, FEB_28 + 2 * 3600);
    const [first, second] = await invoicesOf(test.stripe, subscription.id);
    expect(first!.amount_paid).toBe(2000);
    expect(second).toMatchObject({ amount_paid: 3500, billing_reason: 'subscription_cycle' });
  });

  it('ends a trial now with trial_end=now and charges at once', async () => {
    const who = await subscriber(test.stripe);
    const subscription = await test.stripe.subscriptions.create({
      customer: who.customer.id,
      items: [{ price: monthly.id }],
      trial_period_days: 30,
    });
    await advanceTo(test.stripe, who, JAN_31 + 2 * DAY);
    const ended = await test.stripe.subscriptions.update(subscription.id, {
      trial_end: 'now',
      expand: ['latest_invoice'],
    });
    expect(ended).toMatchObject({
      status: 'active',
      trial_end: JAN_31 + 2 * DAY,
      billing_cycle_anchor: JAN_31 + 2 * DAY,
    });
    expect(ended.latest_invoice).toMatchObject({
      billing_reason: 'subscription_update',
      status: 'paid',
      amount_paid: 2000,
    });
  });
});
