import { useMutation, useQueryClient } from '@tanstack/react-query';
import { inviteCoachEndpoint } from '@forma/contract/accounts/accounts.endpoints';
import { call } from '../../../lib/call';
import { accountCoachesQueryKey } from './get-account-coaches';

/**
 * POST accounts/current/coaches {invite:{email}} -> {ok: true} (201). The server answers
 * 'Daily invite limit reached. Try again tomorrow.' past the daily limit (spec 8).
 */
export const inviteCoach = (email: string) =>
  call(inviteCoachEndpoint, { body: { invite: { email } } });

export function useInviteCoach() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteCoach,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountCoachesQueryKey }),
  });
}
