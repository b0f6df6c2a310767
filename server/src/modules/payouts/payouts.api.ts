// What other areas may use of payouts: the one file they import from it (eslint.config.js).
export {
  findConnectedAccount,
  isConnected,
  joinStripeAccountOf,
  stripeAccountColumns,
  type StripeAccountRow,
} from './stripe-accounts.repository.ts';
export { needsVerification, presentStripeConnect } from './connect-status.ts';
export { PAYOUT_COUNTRIES } from './payout-countries.ts';
