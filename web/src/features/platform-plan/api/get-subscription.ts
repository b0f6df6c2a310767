import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSubscriptionEndpoint } from '@forma/contract/platform-plan/platform-plan.endpoints';
import type { MeResponse } from '@forma/contract/accounts/users.schemas';
import { call } from '../../../lib/call';
import { meQueryKey } from '../../../lib/session/me';

/** GET subscribe: the subscription object, stored as the current user's subscription (platform.md 7). */
export const getSubscription = () => call(getSubscriptionEndpoint);

/** Fetches the subscription again (trial countdown at zero, live `subscribe` events). */
export function useRefreshSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: getSubscription,
    onSuccess: (subscription) =>
      queryClient.setQueryData<MeResponse | null>(meQueryKey, (me) =>
        me ? { ...me, current: { ...me.current, subscription } } : me,
      ),
  });
}
