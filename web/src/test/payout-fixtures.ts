// Test data: the coach's connected Stripe account as the server returns it (contract schemas).
import type { CurrentUser } from '@forma/contract/accounts/users.schemas';
import type { ConnectedAccount, Payout } from '@forma/contract/payouts/payouts.schemas';

export const payout = (extra: Partial<Payout> = {}): Payout => ({
  id: 'po_1',
  amount: 12000,
  currency: 'gbp',
  amount_format: '£120.00',
  arrival_date: '2025-06-04',
  status: 'paid',
  ...extra,
});

/** A custom account Stripe has everything for: charges and payouts enabled, paid weekly. */
export const customAccount = (extra: Partial<ConnectedAccount> = {}): ConnectedAccount => ({
  account: 'acct_1Forma',
  account_type: 'custom',
  charges_enabled: true,
  payouts_enabled: true,
  details_submitted: true,
  requirements_due: [],
  requirements_denied: [],
  requirements_deadline: null,
  external_account: {
    bank_name: 'STRIPE TEST BANK',
    last4: '6789',
    country: 'GB',
    currency: 'gbp',
  },
  payout_schedule: { interval: 'weekly', weekly_anchor: 'wednesday', delay_days: 7 },
  balance: {
    available: [{ amount: 4550, currency: 'gbp', amount_format: '£45.50' }],
    pending: [{ amount: 9900, currency: 'gbp', amount_format: '£99.00' }],
  },
  payouts: [
    payout(),
    payout({ id: 'po_2', arrival_date: '2025-05-28', amount_format: '£80.00', status: 'failed' }),
  ],
  ...extra,
});

/** The coach's existing Stripe account: Forma shows no money of it. */
export const standardAccount = (extra: Partial<ConnectedAccount> = {}): ConnectedAccount =>
  customAccount({
    account: 'acct_2Own',
    account_type: 'standard',
    external_account: null,
    balance: null,
    payouts: [],
    ...extra,
  });

/** users/me's connect fields of a coach whose account can take charges. */
export const connectedMe = (
  extra: Partial<NonNullable<CurrentUser['stripe_connect']>> = {},
): Partial<CurrentUser> => ({
  stripe_account_type: 'custom',
  stripe_connect: {
    account: 'acct_1Forma',
    external_account: 'ba_1',
    verification_fields: [],
    charges_enabled: true,
    payouts_enabled: true,
    ...extra,
  },
});
