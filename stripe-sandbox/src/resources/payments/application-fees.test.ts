import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { connectedAccount, TIMEOUTS } from '../../test/payments.ts';
import { createTestSandbox, deliveredTypes, type TestSandbox } from '../../test/test-sandbox.ts';

vi.setConfig(TIMEOUTS);

let test: TestSandbox;
let account: string;
beforeAll(async () => {
  test = await createTestSandbox();
  account = await connectedAccount(test);
});
afterAll(() => test.close());

const DAY = 86_400;

describe('a direct charge on a connected account with an application fee', () => {
  it('$100.00: Stripe keeps 320, the platform 500, the coach nets 9180 in 7 days', async () => {
    const onAccount = { stripeAccount: account };
    const customer = await test.stripe.customers.create({}, onAccount);
    const intent = await test.stripe.paymentIntents.create(
      {
        amount: 10_000,
        currency: 'usd',
        customer: customer.id,
        payment_method: 'pm_card_visa',
        application_fee_amount: 500,
        confirm: true,
      },
      onAccount,
    );
    expect(intent).toMatchObject({ status: 'succeeded', application_fee_amount: 500 });
    const charge = await test.stripe.charges.retrieve(
      intent.latest_charge as string,
      {},
      onAccount,
    );
    expect(charge.application_fee_amount).toBe(500);
    expect(charge.application_fee).toMatch(/^fee_/);

    const transaction = await test.stripe.balanceTransactions.retrieve(
      charge.balance_transaction as string,
      {},
      onAccount,
    );
    expect(transaction).toMatchObject({
      amount: 10_000,
      fee: 820,
      net: 9180,
      type: 'charge',
      source: charge.id,
      status: 'pending',
    });
    expect(transaction.fee_details.map(({ type, amount }) => ({ type, amount }))).toEqual([
      { type: 'stripe_fee', amount: 320 },
      { type: 'application_fee', amount: 500 },
    ]);
    expect(transaction.available_on - transaction.created).toBe(7 * DAY);
    const coachBalance = await test.stripe.balance.retrieve({}, onAccount);
    expect(coachBalance.pending).toEqual([
      expect.objectContaining({ amount: 9180, currency: 'usd' }),
    ]);

    const fee = await test.stripe.applicationFees.retrieve(charge.application_fee as string);
    expect(fee).toMatchObject({
      account,
      amount: 500,
      amount_refunded: 0,
      charge: charge.id,
      currency: 'usd',
      refunded: false,
    });
    const platformTransaction = await test.stripe.balanceTransactions.retrieve(
      fee.balance_transaction as string,
    );
    expect(platformTransaction).toMatchObject({
      amount: 500,
      fee: 0,
      net: 500,
      type: 'application_fee',
    });
    expect((await test.stripe.applicationFees.list({ charge: charge.id })).data).toHaveLength(1);
    expect(await deliveredTypes(test)).toContain('application_fee.created');

    // The coach's account has no application fees of its own; the platform has no such charge.
    expect((await test.stripe.applicationFees.list({}, onAccount)).data).toEqual([]);
    await expect(test.stripe.charges.retrieve(charge.id)).rejects.toMatchObject({
      code: 'resource_missing',
    });
  });

  it('the bypass-pending card makes the money available at once', async () => {
    const other = await connectedAccount(test, 'Coach Bo');
    const onAccount = { stripeAccount: other };
    await test.stripe.paymentIntents.create(
      {
        amount: 2000,
        currency: 'usd',
        payment_method: 'pm_card_bypassPending',
        application_fee_amount: 100,
        confirm: true,
      },
      onAccount,
    );
    const balance = await test.stripe.balance.retrieve({}, onAccount);
    // 2000 - (58 + 30) - 100
    expect(balance.available).toEqual([expect.objectContaining({ amount: 1812 })]);
    expect(balance.pending).toEqual([expect.objectContaining({ amount: 0 })]);
  });

  it('a declined charge moves no money and makes no fee', async () => {
    const other = await connectedAccount(test, 'Coach Cy');
    const onAccount = { stripeAccount: other };
    await expect(
      test.stripe.paymentIntents.create(
        {
          amount: 2000,
          currency: 'usd',
          payment_method: 'pm_card_chargeDeclined',
          application_fee_amount: 100,
          confirm: true,
        },
        onAccount,
      ),
    ).rejects.toMatchObject({ code: 'card_declined' });
    expect((await test.stripe.balanceTransactions.list({}, onAccount)).data).toEqual([]);
  });
});
