import { useMutation, useQueryClient } from '@tanstack/react-query';
import { disconnectStripeAccountEndpoint } from '@forma/contract/payouts/payouts.endpoints';
import { call } from '../../../lib/call';
import { meQueryKey } from '../../../lib/session/me';
import { stripeAccountQueryKey } from './get-stripe-account';

/**
 * DELETE stripe/account. Silent: a refusal (422 while paid subscriptions are active) is shown in
 * the confirmation modal. The current user's connect fields change with it, so users/me is read
 * again (menu, banner, price rules).
 */
export function useDisconnectStripeAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(disconnectStripeAccountEndpoint, {}, { silent: true }),
    onSuccess: async (answer) => {
      queryClient.setQueryData(stripeAccountQueryKey, answer);
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
