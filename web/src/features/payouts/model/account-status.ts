import type { ConnectedAccount } from '@forma/contract/payouts/payouts.schemas';

/**
 * The account is restricted while Stripe still needs something (the verification warning's rule
 * of platform.md 4, with the account's own requirement lists): fields due or denied, charges
 * disabled, or payouts disabled.
 */
export const isRestricted = (account: ConnectedAccount) =>
  account.requirements_due.length > 0 ||
  account.requirements_denied.length > 0 ||
  !account.charges_enabled ||
  !account.payouts_enabled;
