import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type Stripe from 'stripe';
import { refusal, TIMEOUTS } from '../../test/payments.ts';
import { createTestSandbox, type TestSandbox } from '../../test/test-sandbox.ts';

vi.setConfig(TIMEOUTS);

let test: TestSandbox;
beforeAll(async () => {
  test = await createTestSandbox();
});
afterAll(() => test.close());

const card = (number: string) =>
  test.stripe.paymentMethods.create({
    type: 'card',
    card: { number, exp_month: 12, exp_year: 2034, cvc: '123' },
  });

const pay = (paymentMethod: string, extra: Partial<Stripe.PaymentIntentCreateParams> = {}) =>
  test.stripe.paymentIntents.create({
    amount: 2500,
    currency: 'usd',
    payment_method: paymentMethod,
    confirm: true,
    ...extra,
  });

describe('cards that succeed', () => {
  it.each([
    ['4242424242424242', 'visa', '4242', 'credit'],
    ['5555555555554444', 'mastercard', '4444', 'credit'],
    ['378282246310005', 'amex', '0005', 'credit'],
    ['4000056655665556', 'visa', '5556', 'debit'],
    ['4000000000000077', 'visa', '0077', 'credit'],
  ])('%s is a %s ending %s (%s) and is charged', async (number, brand, last4, funding) => {
    const method = await card(number);
    expect(method.card).toMatchObject({ brand, last4, funding, exp_month: 12, exp_year: 2034 });
    const intent = await pay(method.id);
    expect(intent.status).toBe('succeeded');
    const charge = await test.stripe.charges.retrieve(intent.latest_charge as string);
    expect(charge.payment_method_details?.card).toMatchObject({ brand, last4, country: 'US' });
  });

  it('gives the same number the same fingerprint', async () => {
    const [one, two] = [await card('4242424242424242'), await card('4242424242424242')];
    expect(one.card?.fingerprint).toBe(two.card?.fingerprint);
    expect((await card('5555555555554444')).card?.fingerprint).not.toBe(one.card?.fingerprint);
  });
});

describe('cards that decline', () => {
  it.each([
    ['4000000000000002', 'card_declined', 'generic_decline', 'Your card was declined.'],
    [
      '4000000000009995',
      'card_declined',
      'insufficient_funds',
      'Your card has insufficient funds.',
    ],
    ['4000000000009987', 'card_declined', 'lost_card', 'Your card was declined.'],
    ['4000000000009979', 'card_declined', 'stolen_card', 'Your card was declined.'],
    ['4000000000000069', 'expired_card', 'expired_card', 'Your card has expired.'],
    [
      '4000000000000127',
      'incorrect_cvc',
      'incorrect_cvc',
      "Your card's security code is incorrect.",
    ],
    [
      '4000000000000119',
      'processing_error',
      'processing_error',
      'An error occurred while processing your card. Try again in a little bit.',
    ],
  ])('%s refuses to attach and to pay: %s / %s', async (number, code, declineCode, message) => {
    const customer = await test.stripe.customers.create();
    const method = await card(number);
    const attach = await refusal(
      test.stripe.paymentMethods.attach(method.id, { customer: customer.id }),
    );
    expect(attach).toMatchObject({ type: 'StripeCardError', statusCode: 402, code, message });
    expect(attach.decline_code).toBe(declineCode);

    const paid = await refusal(pay(method.id));
    expect(paid).toMatchObject({ type: 'StripeCardError', statusCode: 402, code, message });
    expect(paid.decline_code).toBe(declineCode);
    const charge = await test.stripe.charges.retrieve(paid.charge!);
    expect(charge).toMatchObject({ status: 'failed', paid: false, failure_code: code });
    expect(charge.outcome?.reason).toBe(declineCode);
  });

  it('4000000000000341 attaches, then every charge declines', async () => {
    const customer = await test.stripe.customers.create();
    const method = await card('4000000000000341');
    const attached = await test.stripe.paymentMethods.attach(method.id, {
      customer: customer.id,
    });
    expect(attached.customer).toBe(customer.id);
    for (const offSession of [false, true]) {
      const error = await refusal(
        pay(method.id, { customer: customer.id, off_session: offSession }),
      );
      expect(error).toMatchObject({ code: 'card_declined', decline_code: 'generic_decline' });
    }
  });
});

describe('cards that ask for 3-D Secure', () => {
  it.each(['4000002500003155', '4000002760003184', '4000000000003220'])(
    '%s waits for authentication on session',
    async (number) => {
      const intent = await pay((await card(number)).id, { return_url: 'https://forma.test/x' });
      expect(intent.status).toBe('requires_action');
      expect(intent.next_action).toEqual({
        type: 'redirect_to_url',
        redirect_to_url: {
          url: `http://sandbox.test/sandbox/3ds/${intent.id}`,
          return_url: 'https://forma.test/x',
        },
      });
      expect(intent.latest_charge).toBeNull();
    },
  );

  it.each(['4000002500003155', '4000002760003184', '4000000000003220'])(
    '%s is refused off session when it was never set up',
    async (number) => {
      const customer = await test.stripe.customers.create();
      const method = await card(number);
      await test.stripe.paymentMethods.attach(method.id, { customer: customer.id });
      const error = await refusal(pay(method.id, { customer: customer.id, off_session: true }));
      expect(error).toMatchObject({
        type: 'StripeCardError',
        code: 'authentication_required',
        decline_code: 'authentication_required',
        message: 'Your card was declined. This transaction requires authentication.',
      });
      const intent = error.payment_intent!;
      expect(intent.status).toBe('requires_payment_method');
      expect(intent.last_payment_error?.payment_method?.id).toBe(method.id);
    },
  );
});

describe('numbers Stripe refuses', () => {
  it('refuses a number failing the Luhn check', async () => {
    const error = await refusal(card('4242424242424241'));
    expect(error).toMatchObject({
      type: 'StripeCardError',
      code: 'incorrect_number',
      message: 'Your card number is incorrect.',
    });
  });

  it('refuses an expiry in the past', async () => {
    const error = await refusal(
      test.stripe.paymentMethods.create({
        type: 'card',
        card: { number: '4242424242424242', exp_month: 1, exp_year: 2020 },
      }),
    );
    expect(error).toMatchObject({
      code: 'invalid_expiry_year',
      message: "Your card's expiration year is invalid.",
    });
  });

  it('refuses a month that does not exist', async () => {
    const error = await refusal(
      test.stripe.paymentMethods.create({
        type: 'card',
        card: { number: '4242424242424242', exp_month: 13, exp_year: 2034 },
      }),
    );
    expect(error).toMatchObject({ code: 'invalid_expiry_month' });
  });
});
