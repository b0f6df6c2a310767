import type Stripe from 'stripe';
import type { StripeAccountRow } from './stripe-accounts.repository.ts';

/** What `stripe_accounts` keeps of a Stripe account. */
export type AccountSnapshot = Pick<
  StripeAccountRow,
  | 'chargesEnabled'
  | 'payoutsEnabled'
  | 'detailsSubmitted'
  | 'requirementsDue'
  | 'requirementsDenied'
  | 'disabledReason'
  | 'externalAccount'
>;

/** The bank account payouts go to: the default one for its currency, else the first. */
function payoutBank(account: Stripe.Account): AccountSnapshot['externalAccount'] {
  const banks = (account.external_accounts?.data ?? []).filter(
    (item): item is Stripe.BankAccount => item.object === 'bank_account',
  );
  const bank = banks.find((item) => item.default_for_currency) ?? banks[0];
  if (!bank) return null;
  return {
    bank_name: bank.bank_name,
    last4: bank.last4,
    country: bank.country,
    currency: bank.currency.toUpperCase(),
  };
}

/** The row's values for the account as Stripe holds it now. */
export function snapshotOf(account: Stripe.Account): AccountSnapshot {
  const requirements = account.requirements;
  const due = [...(requirements?.currently_due ?? []), ...(requirements?.past_due ?? [])];
  const denied = (requirements?.errors ?? []).map((error) => error.requirement);
  return {
    chargesEnabled: account.charges_enabled ?? false,
    payoutsEnabled: account.payouts_enabled ?? false,
    detailsSubmitted: account.details_submitted ?? false,
    requirementsDue: [...new Set(due)].sort(),
    requirementsDenied: [...new Set(denied)].sort(),
    disabledReason: requirements?.disabled_reason ?? null,
    externalAccount: payoutBank(account),
  };
}
