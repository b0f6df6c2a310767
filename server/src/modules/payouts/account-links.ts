import type Stripe from 'stripe';
import type { OnboardingSource } from '@forma/contract/payouts/payouts.schemas';
import type { ConnectedRow } from './stripe-accounts.repository.ts';

/** Where Stripe sends the coach back, by where they started (web/src/app/route-paths.ts). */
export const RETURN_PATHS: Record<OnboardingSource, string> = {
  settings: '/coach/profile/payouts',
  signup: '/coach/programs/active/ready',
  my_plans: '/coach/programs',
};

/**
 * An account link to Stripe's hosted onboarding: `account_onboarding` until the details are
 * submitted, then `account_update` for a custom account (a standard account is only ever
 * onboarded by the platform; its owner updates it in their own Stripe dashboard). An expired or
 * reused link leads to /stripe-onboarding, which asks for a new one.
 */
export function accountLinkParams(
  publicUrl: string,
  row: ConnectedRow,
  source: OnboardingSource,
): Stripe.AccountLinkCreateParams {
  const update = row.accountType === 'custom' && row.detailsSubmitted;
  return {
    account: row.stripeAccountId,
    type: update ? 'account_update' : 'account_onboarding',
    refresh_url: `${publicUrl}/stripe-onboarding?source=${source}`,
    return_url: `${publicUrl}${RETURN_PATHS[source]}`,
  };
}
