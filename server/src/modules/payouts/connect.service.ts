import type { StripeAccountType, OnboardingSource } from '@forma/contract/payouts/payouts.schemas';
import { requireAccess } from '../../platform/permissions/require-access.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { accountLinkParams } from './account-links.ts';
import { connectedAccountOf } from './connected-account.ts';
import { refusalsAsInvalid } from './stripe-refusals.ts';

/**
 * GET stripe/onboarding_url?source=&account_type=: the owner of the current account (also while
 * it is blocked) connects it: its Stripe account is made on first use (custom unless `standard`
 * is asked for), and the answer is an account link to Stripe's hosted onboarding.
 */
export async function stripeOnboardingUrl(
  rc: RequestContext,
  query: { source: OnboardingSource; account_type?: StripeAccountType },
): Promise<{ url: string }> {
  const { caller, current } = await requireAccess(rc, 'payouts.connect');
  const { row } = await connectedAccountOf(
    rc,
    { account: current.account, owner: caller.user },
    query.account_type ?? 'custom',
  );
  const link = await refusalsAsInvalid(() =>
    rc.stripe.accountLinks.create(accountLinkParams(rc.config.publicUrl, row, query.source)),
  );
  return { url: link.url };
}
