import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type Stripe from 'stripe';
import { answerChallenge, publishableClient, refusal, TIMEOUTS } from '../../test/payments.ts';
import { createTestSandbox, deliveredTypes, type TestSandbox } from '../../test/test-sandbox.ts';

vi.setConfig(TIMEOUTS);

let test: TestSandbox;
beforeAll(async () => {
  test = await createTestSandbox();
});
afterAll(() => test.close());

describe('the SetupIntent status machine', () => {
  it('requires_payment_method, requires_confirmation, then succeeded, attaching the card', async () => {
    const customer = await test.stripe.customers.create();
    const created = await test.stripe.setupIntents.create({
      customer: customer.id,
      metadata: { purpose: 'subscription' },
    });
    expect(created).toMatchObject({
      status: 'requires_payment_method',
      usage: 'off_session',
      payment_method_types: ['card'],
      metadata: { purpose: 'subscription' },
    });
    const updated = await test.stripe.setupIntents.update(created.id, {
      payment_method: 'pm_card_visa',
    });
    expect(updated.status).toBe('requires_confirmation');
    const confirmed = await test.stripe.setupIntents.confirm(created.id);
    expect(confirmed.status).toBe('succeeded');
    expect(confirmed.latest_attempt).toMatch(/^setatt_/);
    const method = await test.stripe.paymentMethods.retrieve(confirmed.payment_method as string);
    expect(method.customer).toBe(customer.id);
    const attempts = await test.stripe.setupAttempts.list({ setup_intent: created.id });
    expect(attempts.data.map((attempt) => attempt.status)).toEqual(['succeeded']);
    expect((await test.stripe.setupIntents.list({ customer: customer.id })).data).toHaveLength(1);
    expect(await deliveredTypes(test)).toEqual(
      expect.arrayContaining([
        'setup_intent.created',
        'setup_intent.succeeded',
        'payment_method.attached',
      ]),
    );
  });

  it('a declined card fails the setup: 402 and last_setup_error, nothing attached', async () => {
    const customer = await test.stripe.customers.create();
    const error = await refusal(
      test.stripe.setupIntents.create({
        customer: customer.id,
        payment_method: 'pm_card_chargeDeclined',
        confirm: true,
      }),
    );
    expect(error).toMatchObject({
      statusCode: 402,
      type: 'StripeCardError',
      code: 'card_declined',
      decline_code: 'generic_decline',
    });
    const intent = error.setup_intent!;
    expect(intent).toMatchObject({
      status: 'requires_payment_method',
      payment_method: null,
      last_setup_error: { code: 'card_declined', decline_code: 'generic_decline' },
    });
    expect((await test.stripe.customers.listPaymentMethods(customer.id)).data).toEqual([]);
    expect(await deliveredTypes(test)).toContain('setup_intent.setup_failed');

    const retried = await test.stripe.setupIntents.confirm(intent.id, {
      payment_method: 'pm_card_chargeCustomerFail',
    });
    expect(retried).toMatchObject({ status: 'succeeded', last_setup_error: null });
  });

  it('a card asking for 3-D Secure waits in requires_action, then succeeds or fails', async () => {
    const customer = await test.stripe.customers.create();
    const waiting = await test.stripe.setupIntents.create({
      customer: customer.id,
      payment_method: 'pm_card_threeDSecure2Required',
      confirm: true,
      return_url: 'https://forma.test/billing',
    });
    expect(waiting).toMatchObject({
      status: 'requires_action',
      next_action: {
        type: 'redirect_to_url',
        redirect_to_url: {
          url: `http://sandbox.test/sandbox/3ds/${waiting.id}`,
          return_url: 'https://forma.test/billing',
        },
      },
    });
    expect(await deliveredTypes(test)).toContain('setup_intent.requires_action');

    const failed = await answerChallenge(test, waiting.id, 'fail');
    expect(failed.statusCode).toBe(303);
    expect(failed.headers.location).toBe(
      `https://forma.test/billing?setup_intent=${waiting.id}&setup_intent_client_secret=${waiting.client_secret}&redirect_status=failed`,
    );
    const afterFail = await test.stripe.setupIntents.retrieve(waiting.id);
    expect(afterFail).toMatchObject({
      status: 'requires_payment_method',
      payment_method: null,
      last_setup_error: { code: 'setup_intent_authentication_failure' },
    });

    const again = await test.stripe.setupIntents.confirm(waiting.id, {
      payment_method: 'pm_card_authenticationRequiredOnSetup',
      return_url: 'https://forma.test/billing',
    });
    expect(again.status).toBe('requires_action');
    const completed = await answerChallenge(test, waiting.id, 'complete');
    expect(completed.headers.location).toContain('redirect_status=succeeded');
    const done = await test.stripe.setupIntents.retrieve(waiting.id);
    expect(done.status).toBe('succeeded');
    const method = await test.stripe.paymentMethods.retrieve(done.payment_method as string);
    expect(method.customer).toBe(customer.id);
  });

  it('cancels an open setup and refuses to cancel or confirm a finished one', async () => {
    const open = await test.stripe.setupIntents.create({});
    const canceled = await test.stripe.setupIntents.cancel(open.id, {
      cancellation_reason: 'requested_by_customer',
    });
    expect(canceled).toMatchObject({
      status: 'canceled',
      cancellation_reason: 'requested_by_customer',
    });
    expect(await deliveredTypes(test)).toContain('setup_intent.canceled');
    expect(await refusal(test.stripe.setupIntents.cancel(open.id))).toMatchObject({
      code: 'setup_intent_unexpected_state',
    });

    const done = await test.stripe.setupIntents.create({
      payment_method: 'pm_card_visa',
      confirm: true,
    });
    expect(await refusal(test.stripe.setupIntents.confirm(done.id))).toMatchObject({
      code: 'setup_intent_unexpected_state',
      message:
        'You cannot confirm this SetupIntent because it has already succeeded after being previously confirmed.',
    });
  });
});

describe('the publishable key (Stripe.js)', () => {
  it('reads and confirms with the client secret, and refuses without or with a wrong one', async () => {
    const customer = await test.stripe.customers.create();
    const intent = await test.stripe.setupIntents.create({ customer: customer.id });
    const browser = publishableClient(test);
    expect(await refusal(browser.setupIntents.retrieve(intent.id))).toMatchObject({
      code: 'secret_key_required',
    });
    expect(
      await refusal(
        browser.setupIntents.confirm(intent.id, {
          client_secret: 'seti_other_secret_x',
          payment_method: 'pm_card_visa',
        } as Stripe.SetupIntentConfirmParams),
      ),
    ).toMatchObject({
      param: 'client_secret',
      message:
        'The client_secret provided does not match the client_secret associated with the SetupIntent.',
    });
    const read = await browser.setupIntents.retrieve(intent.id, {
      client_secret: intent.client_secret!,
    });
    expect(read.status).toBe('requires_payment_method');
    const method = await browser.paymentMethods.create({
      type: 'card',
      card: { number: '4000056655665556', exp_month: 1, exp_year: 2035, cvc: '999' },
    });
    const confirmed = await browser.setupIntents.confirm(intent.id, {
      client_secret: intent.client_secret,
      payment_method: method.id,
    } as Stripe.SetupIntentConfirmParams);
    expect(confirmed.status).toBe('succeeded');
    const listed = await test.stripe.customers.listPaymentMethods(customer.id);
    expect(listed.data.map((item) => item.card?.funding)).toEqual(['debit']);
  });
});
