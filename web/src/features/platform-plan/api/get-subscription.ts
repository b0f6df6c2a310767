import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CoachSubscription } from '@forma/contract/platform-plan/subscription.schemas';
import type { MeResponse } from '@forma/contract/users/users.schemas';
import { api } from '../../../lib/api-client';
import { meQueryKey } from '../../session';

/** GET subscribe: the subscription object, stored as the current user's subscription (platform.md 7). */
export const getSubscription = () => api<CoachSubscription>('subscribe');

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
