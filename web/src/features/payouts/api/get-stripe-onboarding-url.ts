import { getStripeOnboardingUrlEndpoint } from '@forma/contract/payouts/payouts.endpoints';
import type { OnboardingSource, StripeAccountType } from '@forma/contract/payouts/payouts.schemas';
import { call } from '../../../lib/call';

/**
 * GET stripe/onboarding_url?source=&account_type= (platform.md 7): where Stripe's hosted
 * onboarding (or, once the details are submitted, its update page) starts. Silent: the
 * onboarding page shows a refusal on its own error page.
 */
export async function getStripeOnboardingUrl(
  source: OnboardingSource,
  accountType?: StripeAccountType,
  signal?: AbortSignal,
): Promise<string> {
  const { url } = await call(
    getStripeOnboardingUrlEndpoint,
    { query: { source, account_type: accountType } },
    { silent: true, signal },
  );
  return url;
}
