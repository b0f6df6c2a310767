// The payouts area's entry: what other features use of it (CONVENTIONS: no barrels; keep it
// small and explicit). The area is the coach's connected Stripe account; its pages load through
// routes.ts.
export { ConnectStripeLink } from './components/connect-stripe-link';
export { PayoutsSettings } from './components/payouts-settings';
export { stripeAccountQueryKey } from './api/get-stripe-account';
export { onboardingPath } from './model/onboarding-paths';
