import { useMutation } from '@tanstack/react-query';
import { getStripeOnboardingUrlEndpoint } from '@forma/contract/payouts/payouts.endpoints';
import type { OnboardingSource } from '@forma/contract/payouts/payouts.schemas';
import { call } from '../../../lib/call';

/** GET stripe/onboarding_url?source=: reads url and sends the browser there (platform.md 7). */
export async function openStripeOnboarding(
  source: OnboardingSource,
  go: (url: string) => void = (url) => window.location.assign(url),
) {
  const { url } = await call(getStripeOnboardingUrlEndpoint, { query: { source } });
  go(url);
}

export function useOpenStripeOnboarding() {
  return useMutation({
    mutationFn: (source: OnboardingSource) => openStripeOnboarding(source),
  });
}
