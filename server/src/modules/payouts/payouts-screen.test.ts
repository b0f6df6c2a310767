import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConnectedAccount } from '@forma/contract/payouts/payouts.schemas';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { api, newCoach } from '../../../test/programs-helpers.ts';
import { connectStripe } from '../../../test/stripe-helpers.ts';

let t: TestApp;
let call: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
});
afterAll(async () => {
  await t.close();
});

/** A client's payment on the coach's account, available at once, with the 5% platform fee. */
async function sale(stripeAccount: string, amount: number) {
  await t.app.ctx.stripe.paymentIntents.create(
    {
      amount,
      currency: 'gbp',
      payment_method: 'pm_card_bypassPending',
      automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
      confirm: true,
      application_fee_amount: Math.round(amount * 0.05),
    },
    { stripeAccount },
  );
}

describe('GET stripe/account (the payouts screen)', () => {
  it('answers null before the account is connected', async () => {
    const coach = await newCoach(t);
    const answer = await call('GET', 'stripe/account', coach.token);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ stripe_account: null });
  });

  it("shows a custom account's bank, schedule, balance and latest payouts, formatted in its currency", async () => {
    const coach = await newCoach(t);
    const stripeAccount = await connectStripe(t, coach, { onboarded: 'everything' });
    await sale(stripeAccount, 10_000);
    await sale(stripeAccount, 5_000);
    const balance = await t.app.ctx.stripe.balance.retrieve({}, { stripeAccount });
    const available = balance.available.find((item) => item.currency === 'gbp')!.amount;
    // 150.00 less Stripe's fees (2.9% + 30p each) and Forma's 5%.
    expect(available).toBe(15_000 - (290 + 30) - (145 + 30) - 750);
    const payouts = [];
    for (let index = 0; index < 12; index += 1) {
      payouts.push(
        await t.app.ctx.stripe.payouts.create({ amount: 100, currency: 'gbp' }, { stripeAccount }),
      );
    }

    const answer = await call('GET', 'stripe/account', coach.token);
    expect(answer.statusCode).toBe(200);
    const shown = answer.json<{ stripe_account: ConnectedAccount }>().stripe_account;
    expect(shown).toMatchObject({
      account: stripeAccount,
      account_type: 'custom',
      charges_enabled: true,
      payouts_enabled: true,
      details_submitted: true,
      requirements_due: [],
      requirements_denied: [],
      requirements_deadline: null,
      external_account: { last4: '2345', country: 'GB', currency: 'GBP' },
      payout_schedule: { interval: 'weekly', weekly_anchor: 'wednesday' },
    });
    expect(shown.balance!.available).toEqual([
      {
        amount: available - 1_200,
        currency: 'GBP',
        amount_format: `£${((available - 1_200) / 100).toFixed(2)}`,
      },
    ]);
    expect(shown.payouts).toHaveLength(10);
    expect(shown.payouts.map((payout) => payout.id)).toEqual(
      payouts
        .slice(-10)
        .reverse()
        .map((payout) => payout.id),
    );
    expect(shown.payouts[0]).toMatchObject({
      amount: 100,
      currency: 'GBP',
      amount_format: '£1.00',
      arrival_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
  });

  it("shows a standard account's state without its money (the coach's own Stripe shows that)", async () => {
    const coach = await newCoach(t);
    const stripeAccount = await connectStripe(t, coach, { type: 'standard', onboarded: 'nothing' });
    const shown = (await call('GET', 'stripe/account', coach.token)).json().stripe_account;
    expect(shown).toMatchObject({
      account: stripeAccount,
      account_type: 'standard',
      balance: null,
      payouts: [],
    });
  });
});
