import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type Stripe from 'stripe';
import { connectedAccount, refusal, TIMEOUTS } from '../../test/payments.ts';
import { createTestSandbox, deliveredTypes, type TestSandbox } from '../../test/test-sandbox.ts';

vi.setConfig(TIMEOUTS);

let test: TestSandbox;
let account: string;
let onAccount: Stripe.RequestOptions;
beforeAll(async () => {
  test = await createTestSandbox();
  account = await connectedAccount(test);
  onAccount = { stripeAccount: account };
});
afterAll(() => test.close());

async function paidCharge(amount = 10_000, fee = 500): Promise<Stripe.Charge> {
  const intent = await test.stripe.paymentIntents.create(
    {
      amount,
      currency: 'usd',
      payment_method: 'pm_card_visa',
      application_fee_amount: fee,
      confirm: true,
    },
    onAccount,
  );
  return test.stripe.charges.retrieve(intent.latest_charge as string, {}, onAccount);
}

const transactionOf = (id: string, options?: Stripe.RequestOptions) =>
  test.stripe.balanceTransactions.retrieve(id, {}, options);

describe('refunds', () => {
  it('a full refund with the application fee: the coach gives 9500 back, the platform 500', async () => {
    const charge = await paidCharge();
    const refund = await test.stripe.refunds.create(
      { charge: charge.id, refund_application_fee: true, reason: 'requested_by_customer' },
      onAccount,
    );
    expect(refund).toMatchObject({
      object: 'refund',
      amount: 10_000,
      charge: charge.id,
      payment_intent: charge.payment_intent,
      status: 'succeeded',
      reason: 'requested_by_customer',
    });
    expect(await transactionOf(refund.balance_transaction as string, onAccount)).toMatchObject({
      amount: -10_000,
      fee: -500,
      net: -9500,
      type: 'refund',
      status: 'available',
    });
    const after = await test.stripe.charges.retrieve(charge.id, {}, onAccount);
    expect(after).toMatchObject({ amount_refunded: 10_000, refunded: true });

    const fee = await test.stripe.applicationFees.retrieve(charge.application_fee as string);
    expect(fee).toMatchObject({ amount_refunded: 500, refunded: true });
    expect(fee.refunds.data).toHaveLength(1);
    expect(await transactionOf(fee.refunds.data[0]!.balance_transaction as string)).toMatchObject({
      amount: -500,
      type: 'application_fee_refund',
    });
    expect(await deliveredTypes(test)).toEqual(
      expect.arrayContaining(['refund.created', 'charge.refunded', 'application_fee.refunded']),
    );

    expect(
      await refusal(test.stripe.refunds.create({ charge: charge.id }, onAccount)),
    ).toMatchObject({
      code: 'charge_already_refunded',
      message: `Charge ${charge.id} has already been refunded.`,
    });
  });

  it('partial refunds add up to the charge, the fee in proportion rounded down', async () => {
    const charge = await paidCharge();
    const first = await test.stripe.refunds.create(
      {
        payment_intent: charge.payment_intent as string,
        amount: 2500,
        refund_application_fee: true,
      },
      onAccount,
    );
    expect(first.amount).toBe(2500);
    const second = await test.stripe.refunds.create(
      { charge: charge.id, amount: 3333, refund_application_fee: true },
      onAccount,
    );
    expect(await transactionOf(second.balance_transaction as string, onAccount)).toMatchObject({
      amount: -3333,
      fee: -166,
      net: -3167,
    });
    let fee = await test.stripe.applicationFees.retrieve(charge.application_fee as string);
    expect(fee.refunds.data.map((item) => item.amount)).toEqual([166, 125]);
    expect(fee).toMatchObject({ amount_refunded: 291, refunded: false });
    expect(await test.stripe.charges.retrieve(charge.id, {}, onAccount)).toMatchObject({
      amount_refunded: 5833,
      refunded: false,
    });

    expect(
      await refusal(test.stripe.refunds.create({ charge: charge.id, amount: 5000 }, onAccount)),
    ).toMatchObject({
      code: 'amount_too_large',
      message: 'Refund amount ($50.00) is greater than unrefunded amount on charge ($41.67)',
    });

    const rest = await test.stripe.refunds.create(
      { charge: charge.id, refund_application_fee: true },
      onAccount,
    );
    expect(rest.amount).toBe(4167);
    fee = await test.stripe.applicationFees.retrieve(charge.application_fee as string);
    expect(fee).toMatchObject({ amount_refunded: 500, refunded: true });
    const listed = await test.stripe.refunds.list({ charge: charge.id }, onAccount);
    expect(listed.data.map((item) => item.amount)).toEqual([4167, 3333, 2500]);
  });

  it('without refund_application_fee the platform keeps its fee and Stripe its own', async () => {
    const charge = await paidCharge(2000, 200);
    const refund = await test.stripe.refunds.create({ charge: charge.id, amount: 1000 }, onAccount);
    expect(await transactionOf(refund.balance_transaction as string, onAccount)).toMatchObject({
      amount: -1000,
      fee: 0,
      net: -1000,
    });
    const fee = await test.stripe.applicationFees.retrieve(charge.application_fee as string);
    expect(fee.amount_refunded).toBe(0);
  });

  it('refuses more than the charge, a failed charge and an intent without a charge', async () => {
    const charge = await paidCharge();
    expect(
      await refusal(test.stripe.refunds.create({ charge: charge.id, amount: 15_000 }, onAccount)),
    ).toMatchObject({
      code: 'amount_too_large',
      message: 'Refund amount ($150.00) is greater than charge amount ($100.00)',
    });
    const declined = await refusal(
      test.stripe.paymentIntents.create(
        { amount: 1000, currency: 'usd', payment_method: 'pm_card_chargeDeclined', confirm: true },
        onAccount,
      ),
    );
    expect(
      await refusal(test.stripe.refunds.create({ charge: declined.charge! }, onAccount)),
    ).toMatchObject({ statusCode: 400, code: 'charge_not_refundable' });
    expect(
      await refusal(
        test.stripe.refunds.create({ payment_intent: declined.payment_intent!.id }, onAccount),
      ),
    ).toMatchObject({ statusCode: 400, code: 'charge_not_refundable' });
    expect(await refusal(test.stripe.refunds.create({}, onAccount))).toMatchObject({
      statusCode: 400,
    });
  });
});
