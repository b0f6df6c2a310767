import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type Stripe from 'stripe';
import { completeAccount, CUSTOM_ACCOUNT, creditBalance } from '../../test/connect-fixtures.ts';
import { createTestSandbox, deliveredTypes, type TestSandbox } from '../../test/test-sandbox.ts';

let test: TestSandbox;
beforeAll(async () => {
  test = await createTestSandbox();
});
afterAll(() => test.close());
afterEach(() => {
  vi.useRealTimers();
});

const DAY_MS = 86_400_000;

/** A UTC day of the given weekday (0 Sunday ... 3 Wednesday) at least `weeksAhead` weeks out. */
function upcoming(weekday: number, hour: number, weeksAhead = 1): Date {
  const date = new Date(Date.now() + weeksAhead * 7 * DAY_MS);
  date.setUTCHours(hour, 0, 0, 0);
  while (date.getUTCDay() !== weekday) date.setTime(date.getTime() + DAY_MS);
  return date;
}

/** Real time moves to `date`, and the sandbox catches up (its 30-second tick). */
async function travelTo(date: Date): Promise<void> {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(date);
  await test.sandbox.tick();
}

const as = (account: Stripe.Account) => ({ stripeAccount: account.id });

async function available(account: Stripe.Account): Promise<number> {
  const balance = await test.stripe.balance.retrieve({}, as(account));
  return balance.available.find((side) => side.currency === 'usd')?.amount ?? 0;
}

describe('manual payouts', () => {
  it('are refused beyond the available balance', async () => {
    const account = await completeAccount(test);
    await creditBalance(test, account.id, 500);
    await expect(
      test.stripe.payouts.create({ amount: 1000, currency: 'usd' }, as(account)),
    ).rejects.toMatchObject({ statusCode: 400, code: 'balance_insufficient' });
  });

  it('are refused while the account cannot be paid out', async () => {
    const account = await test.stripe.accounts.create(CUSTOM_ACCOUNT);
    await expect(
      test.stripe.payouts.create({ amount: 100, currency: 'usd' }, as(account)),
    ).rejects.toMatchObject({ statusCode: 400, code: 'payouts_not_allowed' });
  });

  it('take the amount out of the balance at once and arrive two business days later', async () => {
    const account = await completeAccount(test);
    await creditBalance(test, account.id, 10_000);
    const payout = await test.stripe.payouts.create(
      { amount: 4_000, currency: 'usd', description: 'Week 12', metadata: { run: '12' } },
      as(account),
    );
    expect(payout).toMatchObject({
      object: 'payout',
      amount: 4_000,
      currency: 'usd',
      status: 'pending',
      automatic: false,
      method: 'standard',
      type: 'bank_account',
      description: 'Week 12',
      metadata: { run: '12' },
      destination: account.external_accounts!.data[0]!.id,
    });
    expect(payout.arrival_date % 86_400).toBe(0);
    expect(payout.arrival_date).toBeGreaterThan(payout.created + 86_400);
    expect(await available(account)).toBe(6_000);
    const [transaction] = (
      await test.stripe.balanceTransactions.list({ type: 'payout' }, as(account))
    ).data;
    expect(transaction).toMatchObject({ amount: -4_000, net: -4_000, source: payout.id });
    expect(payout.balance_transaction).toBe(transaction!.id);

    const pending = await test.stripe.payouts.list({ status: 'pending' }, as(account));
    expect(pending.data.map((item) => item.id)).toEqual([payout.id]);
    const notArrived = await test.stripe.payouts.list(
      { arrival_date: { lt: payout.arrival_date } },
      as(account),
    );
    expect(notArrived.data).toEqual([]);
  });

  it('can be canceled while pending, giving the money back', async () => {
    const account = await completeAccount(test);
    await creditBalance(test, account.id, 3_000);
    const payout = await test.stripe.payouts.create(
      { amount: 3_000, currency: 'usd' },
      as(account),
    );
    const canceled = await test.stripe.payouts.cancel(payout.id, {}, as(account));
    expect(canceled.status).toBe('canceled');
    expect(canceled.failure_balance_transaction).toEqual(expect.stringMatching(/^txn_/));
    expect(await available(account)).toBe(3_000);
    await expect(test.stripe.payouts.cancel(payout.id, {}, as(account))).rejects.toMatchObject({
      statusCode: 400,
    });
  });

  it('go in transit, then are paid on their arrival date', async () => {
    const account = await completeAccount(test);
    await travelTo(upcoming(1, 9));
    await creditBalance(test, account.id, 2_000);
    const payout = await test.stripe.payouts.create(
      { amount: 2_000, currency: 'usd' },
      as(account),
    );

    await travelTo(new Date(Date.now() + 2 * 3_600_000));
    expect((await test.stripe.payouts.retrieve(payout.id, {}, as(account))).status).toBe(
      'in_transit',
    );
    await expect(test.stripe.payouts.cancel(payout.id, {}, as(account))).rejects.toMatchObject({
      statusCode: 400,
    });

    await travelTo(new Date(payout.arrival_date * 1000 + 60_000));
    const paid = await test.stripe.payouts.retrieve(payout.id, {}, as(account));
    expect(paid.status).toBe('paid');
    expect(await deliveredTypes(test)).toEqual(
      expect.arrayContaining(['payout.created', 'payout.updated', 'payout.paid']),
    );
  });

  it('fail to a failing test bank account, and the money comes back', async () => {
    const account = await completeAccount(test, {
      external_account: 'btok_us_verified_noAccount',
      // Arriving on a Wednesday: the weekly payout would take the money straight back out.
      settings: { payouts: { schedule: { interval: 'manual' } } },
    });
    await travelTo(upcoming(1, 9));
    await creditBalance(test, account.id, 1_500);
    const payout = await test.stripe.payouts.create(
      { amount: 1_500, currency: 'usd' },
      as(account),
    );
    await travelTo(new Date(payout.arrival_date * 1000 + 60_000));
    const failed = await test.stripe.payouts.retrieve(payout.id, {}, as(account));
    expect(failed).toMatchObject({ status: 'failed', failure_code: 'no_account' });
    expect(await available(account)).toBe(1_500);
    const bank = await test.stripe.accounts.retrieveExternalAccount(
      account.id,
      payout.destination as string,
    );
    expect((bank as Stripe.BankAccount).status).toBe('errored');
    expect(await deliveredTypes(test)).toContain('payout.failed');
  });
});

describe('automatic payouts', () => {
  it('pay out the available balance each Wednesday, once', async () => {
    const account = await completeAccount(test);
    await creditBalance(test, account.id, 5_000);
    const automatic = async () =>
      (await test.stripe.payouts.list({ limit: 100 }, as(account))).data.filter(
        (payout) => payout.automatic,
      );

    await travelTo(upcoming(2, 9));
    expect(await automatic()).toEqual([]);

    await travelTo(new Date(Date.now() + DAY_MS));
    const [first, ...others] = await automatic();
    expect(others).toEqual([]);
    expect(first).toMatchObject({ amount: 5_000, currency: 'usd', status: 'pending' });
    expect(await available(account)).toBe(0);

    await creditBalance(test, account.id, 700);
    await travelTo(new Date(Date.now() + 6 * 3_600_000));
    await test.sandbox.tick();
    expect(await automatic()).toHaveLength(1);

    await travelTo(new Date(Date.now() + 7 * DAY_MS));
    const payouts = await automatic();
    expect(payouts.map((payout) => payout.amount)).toEqual([700, 5_000]);
  });

  it('leave an account on a manual schedule alone', async () => {
    const account = await completeAccount(test, {
      settings: { payouts: { schedule: { interval: 'manual' } } },
    });
    await creditBalance(test, account.id, 5_000);
    await travelTo(upcoming(3, 9));
    expect((await test.stripe.payouts.list({}, as(account))).data).toEqual([]);
  });
});
