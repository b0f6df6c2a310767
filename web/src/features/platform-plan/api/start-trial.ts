import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateMeEndpoint } from '@forma/contract/accounts/users.endpoints';
import { call } from '../../../lib/call';
import { meQueryKey } from '../../../lib/session/me';

/** POST users/me {user:{trial_start:true}}: starts the coach's 30-day trial; reads current.subscription. */
export const startTrial = () => call(updateMeEndpoint, { body: { user: { trial_start: true } } });

export function useStartTrial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startTrial,
    onSuccess: (me) => queryClient.setQueryData(meQueryKey, me),
  });
}
