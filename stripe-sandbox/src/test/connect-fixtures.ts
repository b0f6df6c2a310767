import type Stripe from 'stripe';
import { recordBalanceTransaction } from '../resources/balance.ts';
import type { TestSandbox } from './test-sandbox.ts';

/** A new custom account for an individual in the US, as Forma creates its coaches'. */
export const CUSTOM_ACCOUNT: Stripe.AccountCreateParams = {
  type: 'custom',
  country: 'US',
  email: 'coach@example.com',
  business_type: 'individual',
  capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
  settings: { payouts: { schedule: { interval: 'weekly', weekly_anchor: 'wednesday' } } },
};

/** Everything an individual gives but the bank account, with Stripe's verifying test values. */
export const INDIVIDUAL_DETAILS: Stripe.AccountUpdateParams = {
  business_profile: { mcc: '7997', url: 'https://coach.example.com' },
  individual: {
    first_name: 'Jenny',
    last_name: 'Rosen',
    email: 'jenny@example.com',
    phone: '+1 555 010 0000',
    dob: { day: 1, month: 1, year: 1901 },
    address: { line1: 'address_full_match', city: 'Austin', postal_code: '78701', state: 'TX' },
    id_number: '000000000',
  },
  tos_acceptance: { date: 1_700_000_000, ip: '203.0.113.7' },
};

/** A connected account that can take charges and be paid out. */
export async function completeAccount(
  test: TestSandbox,
  extra: Stripe.AccountCreateParams = {},
): Promise<Stripe.Account> {
  return test.stripe.accounts.create({
    ...CUSTOM_ACCOUNT,
    ...INDIVIDUAL_DETAILS,
    external_account: 'btok_us_verified',
    ...extra,
  } as Stripe.AccountCreateParams);
}

/**
 * Puts available money in a connected account's balance, as a charge settled a week ago
 * would (charges are another module's; payouts only read the balance).
 */
export async function creditBalance(
  test: TestSandbox,
  account: string,
  amount: number,
  currency = 'usd',
): Promise<void> {
  await test.sandbox.run(account, (ctx) =>
    recordBalanceTransaction(ctx, {
      amount,
      currency,
      type: 'charge',
      source: null,
      available_on: Math.floor(Date.now() / 1000) - 60,
    }),
  );
}
