import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type StripeOnboardingSource = 'signup' | 'settings' | 'my_plans';

/** GET stripe/onboarding_url?source=: reads url and sends the browser there (platform.md 7). */
export async function openStripeOnboarding(
  source: StripeOnboardingSource,
  go: (url: string) => void = (url) => window.location.assign(url),
) {
  const { url } = await api<{ url: string }>('stripe/onboarding_url', { query: { source } });
  go(url);
}

export function useOpenStripeOnboarding() {
  return useMutation({
    mutationFn: (source: StripeOnboardingSource) => openStripeOnboarding(source),
  });
}
