import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { answerChallenge, connectedAccount, TIMEOUTS } from '../test/payments.ts';
import { createTestSandbox, deliveredTypes, type TestSandbox } from '../test/test-sandbox.ts';

vi.setConfig(TIMEOUTS);

let test: TestSandbox;
let account: string;
beforeAll(async () => {
  test = await createTestSandbox();
  account = await connectedAccount(test, 'Coach Ada Strength');
});
afterAll(() => test.close());

const waitingPayment = async (returnUrl?: string) => {
  const customer = await test.stripe.customers.create({}, { stripeAccount: account });
  return test.stripe.paymentIntents.create(
    {
      amount: 12_900,
      currency: 'usd',
      customer: customer.id,
      payment_method: 'pm_card_authenticationRequired',
      confirm: true,
      ...(returnUrl ? { return_url: returnUrl } : {}),
    },
    { stripeAccount: account },
  );
};

const show = (id: string) => test.sandbox.app.inject({ method: 'GET', url: `/sandbox/3ds/${id}` });

describe('the 3-D Secure challenge page', () => {
  it('shows the amount, the merchant, the card and both buttons', async () => {
    const intent = await waitingPayment('https://forma.test/pay');
    expect(intent.status).toBe('requires_action');
    expect(await deliveredTypes(test)).toContain('payment_intent.requires_action');
    const page = await show(intent.id);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('<main>');
    expect(page.body).toContain('$129.00');
    expect(page.body).toContain('Coach Ada Strength');
    expect(page.body).toContain('VISA card ending in 3184');
    expect(page.body).toContain('Complete authentication');
    expect(page.body).toContain('Fail authentication');
  });

  it('Complete authentication charges the card and returns to the site', async () => {
    const intent = await waitingPayment('https://forma.test/pay?step=2');
    const answer = await answerChallenge(test, intent.id, 'complete');
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(
      `https://forma.test/pay?step=2&payment_intent=${intent.id}&payment_intent_client_secret=${intent.client_secret}&redirect_status=succeeded`,
    );
    const paid = await test.stripe.paymentIntents.retrieve(
      intent.id,
      {},
      { stripeAccount: account },
    );
    expect(paid).toMatchObject({ status: 'succeeded', next_action: null });
    const charge = await test.stripe.charges.retrieve(
      paid.latest_charge as string,
      {},
      {
        stripeAccount: account,
      },
    );
    expect(charge.status).toBe('succeeded');
    expect(charge.payment_method_details?.card?.three_d_secure).toMatchObject({
      result: 'authenticated',
    });
    expect(await deliveredTypes(test)).toContain('payment_intent.succeeded');

    const again = await show(intent.id);
    expect(again.body).toContain('This payment is already complete.');
    expect(again.body).not.toContain('Complete authentication');
    expect((await answerChallenge(test, intent.id, 'complete')).statusCode).toBe(409);
  });

  it('Fail authentication sends the intent back to requires_payment_method', async () => {
    const intent = await waitingPayment('https://forma.test/pay');
    const answer = await answerChallenge(test, intent.id, 'fail');
    expect(answer.headers.location).toContain('redirect_status=failed');
    const failed = await test.stripe.paymentIntents.retrieve(
      intent.id,
      {},
      { stripeAccount: account },
    );
    expect(failed).toMatchObject({
      status: 'requires_payment_method',
      payment_method: null,
      latest_charge: null,
      last_payment_error: {
        code: 'payment_intent_authentication_failure',
        type: 'invalid_request_error',
      },
    });
    expect(await deliveredTypes(test)).toContain('payment_intent.payment_failed');
  });

  it('says the page may be closed when the intent has no return_url', async () => {
    const intent = await waitingPayment();
    const answer = await answerChallenge(test, intent.id, 'complete');
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('Authentication complete');
    expect(answer.body).toContain('You may close this page');
  });

  it('answers 404 for an unknown intent and 400 for no choice', async () => {
    expect((await show('pi_unknown')).statusCode).toBe(404);
    const intent = await waitingPayment();
    const answer = await test.sandbox.app.inject({
      method: 'POST',
      url: `/sandbox/3ds/${intent.id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=maybe',
    });
    expect(answer.statusCode).toBe(400);
  });
});
