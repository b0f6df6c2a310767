import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { connectedAccount, TIMEOUTS } from '../../test/payments.ts';
import { createTestSandbox, deliveredTypes, type TestSandbox } from '../../test/test-sandbox.ts';
import { chargeCustomer, type ChargeCustomer } from './charge.ts';

vi.setConfig(TIMEOUTS);

let test: TestSandbox;
let account: string;
beforeAll(async () => {
  test = await createTestSandbox();
  account = await connectedAccount(test);
});
afterAll(() => test.close());

/** What another module (subscriptions) does: charge a customer inside its own transaction. */
async function charge(paymentMethod: string, input: Partial<ChargeCustomer> = {}) {
  const customer = await test.stripe.customers.create({}, { stripeAccount: account });
  return test.sandbox.run(account, (ctx) =>
    chargeCustomer(ctx, {
      amount: 4000,
      currency: 'usd',
      customer: customer.id,
      payment_method: paymentMethod,
      off_session: true,
      application_fee_amount: 200,
      invoice: 'in_123',
      ...input,
    }),
  );
}

describe('chargeCustomer', () => {
  it('charges the card like a confirmed PaymentIntent, fee and all', async () => {
    const { intent, error } = await charge('pm_card_visa', { metadata: { period: '3' } });
    expect(error).toBeNull();
    expect(intent).toMatchObject({
      status: 'succeeded',
      amount_received: 4000,
      application_fee_amount: 200,
      description: 'Payment for Invoice',
      metadata: { period: '3' },
    });
    const read = await test.stripe.charges.retrieve(
      intent.latest_charge!,
      {},
      {
        stripeAccount: account,
      },
    );
    expect(read).toMatchObject({ status: 'succeeded', application_fee_amount: 200 });
    expect(await deliveredTypes(test)).toEqual(
      expect.arrayContaining(['payment_intent.succeeded', 'application_fee.created']),
    );
  });

  it('returns a decline instead of throwing, the failed charge kept', async () => {
    const { intent, error } = await charge('pm_card_chargeDeclinedInsufficientFunds');
    expect(error).toMatchObject({
      status: 402,
      type: 'card_error',
      extra: { code: 'card_declined', decline_code: 'insufficient_funds' },
    });
    expect(intent.status).toBe('requires_payment_method');
    const stored = await test.stripe.paymentIntents.retrieve(
      intent.id,
      {},
      {
        stripeAccount: account,
      },
    );
    expect(stored.last_payment_error?.decline_code).toBe('insufficient_funds');
    const failed = await test.stripe.charges.retrieve(
      stored.latest_charge as string,
      {},
      {
        stripeAccount: account,
      },
    );
    expect(failed.status).toBe('failed');
  });

  it('off session, a card needing authentication comes back as authentication_required', async () => {
    const { intent, error } = await charge('pm_card_authenticationRequired');
    expect(error?.extra.code).toBe('authentication_required');
    expect(intent.status).toBe('requires_payment_method');
  });

  it('on session, a card needing authentication leaves the intent in requires_action', async () => {
    const { intent, error } = await charge('pm_card_authenticationRequired', {
      off_session: false,
    });
    expect(error).toBeNull();
    expect(intent.status).toBe('requires_action');
    expect(intent.next_action?.redirect_to_url?.url).toBe(
      `http://sandbox.test/sandbox/3ds/${intent.id}`,
    );
  });
});
