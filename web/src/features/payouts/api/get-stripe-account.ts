import { useQuery } from '@tanstack/react-query';
import { getStripeAccountEndpoint } from '@forma/contract/payouts/payouts.endpoints';
import { endpointKey, endpointQuery } from '../../../lib/call';

export const stripeAccountQueryKey = endpointKey(getStripeAccountEndpoint);

/** GET stripe/account: the connected account as the payouts screen shows it, or null. */
export const stripeAccountQueryOptions = () => ({
  ...endpointQuery(getStripeAccountEndpoint),
  // Back from Stripe's onboarding in another tab: what Stripe now holds, however fresh the data.
  refetchOnWindowFocus: 'always' as const,
});

export function useStripeAccount() {
  return useQuery(stripeAccountQueryOptions());
}
