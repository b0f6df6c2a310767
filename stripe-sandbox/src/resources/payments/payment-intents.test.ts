import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type Stripe from 'stripe';
import { publishableClient, refusal, TIMEOUTS } from '../../test/payments.ts';
import { createTestSandbox, deliveredTypes, type TestSandbox } from '../../test/test-sandbox.ts';

vi.setConfig(TIMEOUTS);

let test: TestSandbox;
beforeAll(async () => {
  test = await createTestSandbox();
});
afterAll(() => test.close());

const eventsOf = async (type: string, id: string) => {
  await test.sandbox.deliverEvents();
  return test.received
    .map((delivery) => JSON.parse(delivery.payload) as Stripe.Event)
    .filter((event) => event.type === type && (event.data.object as { id: string }).id === id);
};

describe('the PaymentIntent status machine', () => {
  it('requires_payment_method, then requires_confirmation, then succeeded with a charge', async () => {
    const customer = await test.stripe.customers.create({ email: 'pi@example.com' });
    const created = await test.stripe.paymentIntents.create({
      amount: 4900,
      currency: 'usd',
      customer: customer.id,
      description: 'Strength block',
      metadata: { program: '12' },
      receipt_email: 'pi@example.com',
    });
    expect(created).toMatchObject({
      status: 'requires_payment_method',
      amount: 4900,
      currency: 'usd',
      capture_method: 'automatic',
      payment_method: null,
      latest_charge: null,
      client_secret: expect.stringMatching(new RegExp(`^${created.id}_secret_`)),
    });

    const updated = await test.stripe.paymentIntents.update(created.id, {
      payment_method: 'pm_card_visa',
    });
    expect(updated.status).toBe('requires_confirmation');

    const confirmed = await test.stripe.paymentIntents.confirm(created.id);
    expect(confirmed).toMatchObject({ status: 'succeeded', amount_received: 4900 });
    const charge = await test.stripe.charges.retrieve(confirmed.latest_charge as string);
    expect(charge).toMatchObject({
      status: 'succeeded',
      paid: true,
      captured: true,
      amount: 4900,
      amount_refunded: 0,
      refunded: false,
      customer: customer.id,
      payment_intent: created.id,
      payment_method: confirmed.payment_method,
      description: 'Strength block',
      metadata: { program: '12' },
      receipt_email: 'pi@example.com',
      receipt_url: `http://sandbox.test/sandbox/receipts/${charge.id}`,
      application_fee: null,
      application_fee_amount: null,
      payment_method_details: {
        type: 'card',
        card: { brand: 'visa', last4: '4242', exp_month: 12, country: 'US' },
      },
    });
    expect(charge.balance_transaction).toMatch(/^txn_/);
    expect((await test.stripe.charges.list({ customer: customer.id })).data).toHaveLength(1);
    expect((await test.stripe.charges.list({ payment_intent: created.id })).data[0]!.id).toBe(
      charge.id,
    );
    expect((await test.stripe.paymentIntents.list({ customer: customer.id })).data).toHaveLength(1);
    expect(await deliveredTypes(test)).toEqual(
      expect.arrayContaining([
        'payment_intent.created',
        'charge.succeeded',
        'payment_intent.succeeded',
      ]),
    );

    const receipt = await test.sandbox.app.inject({
      method: 'GET',
      url: `/sandbox/receipts/${charge.id}`,
    });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.body).toContain('$49.00');
    expect(receipt.body).toContain('VISA ending in 4242');
  });

  it('a decline: 402 with the intent, back to requires_payment_method, a failed charge kept', async () => {
    const error = await refusal(
      test.stripe.paymentIntents.create({
        amount: 2000,
        currency: 'usd',
        payment_method: 'pm_card_chargeDeclinedInsufficientFunds',
        confirm: true,
      }),
    );
    expect(error).toMatchObject({
      type: 'StripeCardError',
      statusCode: 402,
      code: 'card_declined',
      decline_code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    });
    const intent = await test.stripe.paymentIntents.retrieve(error.payment_intent!.id);
    expect(intent).toMatchObject({
      status: 'requires_payment_method',
      payment_method: null,
      latest_charge: error.charge,
      last_payment_error: {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'insufficient_funds',
        charge: error.charge,
      },
    });
    const charge = await test.stripe.charges.retrieve(error.charge!);
    expect(charge).toMatchObject({
      status: 'failed',
      paid: false,
      balance_transaction: null,
      failure_code: 'card_declined',
      failure_message: 'Your card has insufficient funds.',
      receipt_url: null,
    });
    expect(await eventsOf('payment_intent.payment_failed', intent.id)).toHaveLength(1);
    expect(await eventsOf('charge.failed', charge.id)).toHaveLength(1);

    const retried = await test.stripe.paymentIntents.confirm(intent.id, {
      payment_method: 'pm_card_visa',
    });
    expect(retried).toMatchObject({ status: 'succeeded', last_payment_error: null });
    expect((await test.stripe.charges.list({ payment_intent: intent.id })).data).toHaveLength(2);
  });

  it('cancels an open intent, and refuses to cancel or confirm a finished one', async () => {
    const open = await test.stripe.paymentIntents.create({ amount: 1000, currency: 'eur' });
    const canceled = await test.stripe.paymentIntents.cancel(open.id, {
      cancellation_reason: 'abandoned',
    });
    expect(canceled).toMatchObject({ status: 'canceled', cancellation_reason: 'abandoned' });
    expect(canceled.canceled_at).toEqual(expect.any(Number));
    expect(await eventsOf('payment_intent.canceled', open.id)).toHaveLength(1);
    expect(
      await refusal(
        test.stripe.paymentIntents.confirm(open.id, { payment_method: 'pm_card_visa' }),
      ),
    ).toMatchObject({
      code: 'payment_intent_unexpected_state',
      message:
        'You cannot confirm this PaymentIntent because it has a status of canceled. Only a PaymentIntent with one of the following statuses may be confirmed: requires_payment_method, requires_confirmation, requires_action.',
    });

    const paid = await test.stripe.paymentIntents.create({
      amount: 1000,
      currency: 'eur',
      payment_method: 'pm_card_visa',
      confirm: true,
    });
    expect(await refusal(test.stripe.paymentIntents.cancel(paid.id))).toMatchObject({
      code: 'payment_intent_unexpected_state',
      message: expect.stringContaining('because it has a status of succeeded'),
    });
    expect(await refusal(test.stripe.paymentIntents.confirm(paid.id))).toMatchObject({
      message:
        'You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.',
    });
    expect(
      await refusal(test.stripe.paymentIntents.update(paid.id, { amount: 2000 })),
    ).toMatchObject({ code: 'payment_intent_unexpected_state', param: 'amount' });
    const described = await test.stripe.paymentIntents.update(paid.id, {
      metadata: { note: 'kept' },
    });
    expect(described.metadata).toEqual({ note: 'kept' });
  });

  it('refuses to confirm without a payment method, and amounts Stripe refuses', async () => {
    const open = await test.stripe.paymentIntents.create({ amount: 1000, currency: 'usd' });
    expect(await refusal(test.stripe.paymentIntents.confirm(open.id))).toMatchObject({
      code: 'payment_intent_unexpected_state',
      message: expect.stringContaining("because it's missing a payment method"),
    });
    expect(
      await refusal(test.stripe.paymentIntents.create({ amount: 20, currency: 'usd' })),
    ).toMatchObject({
      code: 'amount_too_small',
      param: 'amount',
      message: 'Amount must be at least $0.50 usd',
    });
    expect(
      await refusal(
        test.stripe.paymentIntents.create({
          amount: 1000,
          currency: 'usd',
          capture_method: 'manual',
        }),
      ),
    ).toMatchObject({ param: 'capture_method' });
    expect(
      await refusal(
        test.stripe.paymentIntents.create({
          amount: 1000,
          currency: 'usd',
          application_fee_amount: 100,
        }),
      ),
    ).toMatchObject({ param: 'application_fee_amount' });
  });
});

describe('off-session payments', () => {
  it('4000002500003155 is charged off session once a SetupIntent set it up', async () => {
    const customer = await test.stripe.customers.create();
    const setup = await test.stripe.setupIntents.create({
      customer: customer.id,
      payment_method: 'pm_card_authenticationRequiredOnSetup',
      confirm: true,
    });
    expect(setup.status).toBe('requires_action');
    const page = await test.sandbox.app.inject({
      method: 'POST',
      url: `/sandbox/3ds/${setup.id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=complete',
    });
    expect(page.statusCode).toBe(200);
    const method = setup.payment_method as string;

    const offSession = await test.stripe.paymentIntents.create({
      amount: 3000,
      currency: 'usd',
      customer: customer.id,
      payment_method: method,
      off_session: true,
      confirm: true,
    });
    expect(offSession.status).toBe('succeeded');

    const onSession = await test.stripe.paymentIntents.create({
      amount: 3000,
      currency: 'usd',
      customer: customer.id,
      payment_method: method,
      confirm: true,
    });
    expect(onSession.status).toBe('requires_action');
  });

  it('4000002760003184 is refused off session even once set up', async () => {
    const customer = await test.stripe.customers.create();
    const setup = await test.stripe.setupIntents.create({
      customer: customer.id,
      payment_method: 'pm_card_authenticationRequired',
      confirm: true,
    });
    await test.sandbox.app.inject({
      method: 'POST',
      url: `/sandbox/3ds/${setup.id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=complete',
    });
    const error = await refusal(
      test.stripe.paymentIntents.create({
        amount: 3000,
        currency: 'usd',
        customer: customer.id,
        payment_method: setup.payment_method as string,
        off_session: true,
        confirm: true,
      }),
    );
    expect(error).toMatchObject({ statusCode: 402, code: 'authentication_required' });
    expect(error.payment_intent?.status).toBe('requires_payment_method');
    expect(error.payment_intent?.last_payment_error?.payment_method?.id).toBe(setup.payment_method);
  });

  it('saves the card with setup_future_usage when the payment succeeds', async () => {
    const customer = await test.stripe.customers.create();
    const intent = await test.stripe.paymentIntents.create({
      amount: 3000,
      currency: 'usd',
      customer: customer.id,
      payment_method: 'pm_card_visa',
      setup_future_usage: 'off_session',
      confirm: true,
    });
    const method = await test.stripe.paymentMethods.retrieve(intent.payment_method as string);
    expect(method.customer).toBe(customer.id);
  });
});

describe('the publishable key (Stripe.js)', () => {
  it('reads and confirms an intent with its client secret', async () => {
    const intent = await test.stripe.paymentIntents.create({ amount: 1500, currency: 'usd' });
    const browser = publishableClient(test);
    const read = await browser.paymentIntents.retrieve(intent.id, {
      client_secret: intent.client_secret!,
    });
    expect(read.id).toBe(intent.id);
    const confirmed = await browser.paymentIntents.confirm(intent.id, {
      client_secret: intent.client_secret,
      payment_method: 'pm_card_visa',
    } as Stripe.PaymentIntentConfirmParams);
    expect(confirmed.status).toBe('succeeded');
  });

  it('confirms with a card typed in (payment_method_data)', async () => {
    const intent = await test.stripe.paymentIntents.create({ amount: 1500, currency: 'usd' });
    const confirmed = await publishableClient(test).paymentIntents.confirm(intent.id, {
      client_secret: intent.client_secret,
      payment_method_data: {
        type: 'card',
        card: { number: '5555555555554444', exp_month: 3, exp_year: 2032, cvc: '123' },
      },
    } as unknown as Stripe.PaymentIntentConfirmParams);
    expect(confirmed.status).toBe('succeeded');
    const method = await test.stripe.paymentMethods.retrieve(confirmed.payment_method as string);
    expect(method.card?.brand).toBe('mastercard');
  });

  it('refuses without the client secret or with a wrong one', async () => {
    const intent = await test.stripe.paymentIntents.create({ amount: 1500, currency: 'usd' });
    const browser = publishableClient(test);
    expect(await refusal(browser.paymentIntents.retrieve(intent.id))).toMatchObject({
      statusCode: 401,
      code: 'secret_key_required',
    });
    expect(
      await refusal(
        browser.paymentIntents.retrieve(intent.id, { client_secret: `${intent.id}_secret_wrong` }),
      ),
    ).toMatchObject({
      statusCode: 400,
      param: 'client_secret',
      message:
        'The client_secret provided does not match the client_secret associated with the PaymentIntent.',
    });
    expect(
      await refusal(
        browser.paymentIntents.confirm(intent.id, {
          payment_method: 'pm_card_visa',
        }),
      ),
    ).toMatchObject({ code: 'secret_key_required' });
    expect(
      await refusal(browser.paymentIntents.create({ amount: 1500, currency: 'usd' })),
    ).toMatchObject({ code: 'secret_key_required' });
    expect((await test.stripe.paymentIntents.retrieve(intent.id)).status).toBe(
      'requires_payment_method',
    );
  });
});

describe('concurrency and idempotency', () => {
  it('20 concurrent confirms of one intent make one charge', async () => {
    const intent = await test.stripe.paymentIntents.create({
      amount: 7000,
      currency: 'usd',
      payment_method: 'pm_card_visa',
    });
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => test.stripe.paymentIntents.confirm(intent.id)),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const charges = await test.stripe.charges.list({ payment_intent: intent.id });
    expect(charges.data).toHaveLength(1);
    const transactions = await test.stripe.balanceTransactions.list({
      source: charges.data[0]!.id,
    });
    expect(transactions.data).toHaveLength(1);
  });

  it('replays a create with the same idempotency key', async () => {
    const customer = await test.stripe.customers.create();
    const params = {
      amount: 1200,
      currency: 'usd',
      customer: customer.id,
      payment_method: 'pm_card_visa',
      confirm: true,
    };
    const first = await test.stripe.paymentIntents.create(params, { idempotencyKey: 'pay-1' });
    const again = await test.stripe.paymentIntents.create(params, { idempotencyKey: 'pay-1' });
    expect(again.id).toBe(first.id);
    expect((await test.stripe.charges.list({ customer: customer.id })).data).toHaveLength(1);
  });

  it('replays a decline with the same idempotency key, charging once', async () => {
    const customer = await test.stripe.customers.create();
    const params = {
      amount: 1200,
      currency: 'usd',
      customer: customer.id,
      payment_method: 'pm_card_chargeDeclined',
      confirm: true,
    };
    const first = await refusal(
      test.stripe.paymentIntents.create(params, { idempotencyKey: 'pay-2' }),
    );
    const again = await refusal(
      test.stripe.paymentIntents.create(params, { idempotencyKey: 'pay-2' }),
    );
    expect(again.payment_intent?.id).toBe(first.payment_intent?.id);
    expect((await test.stripe.charges.list({ customer: customer.id })).data).toHaveLength(1);
  });
});
