import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { accountCoachesQueryKey } from './get-account-coaches';

/**
 * POST accounts/current/coaches {invite:{email}} -> {ok: true} (201). The server answers
 * 'Daily invite limit reached. Try again tomorrow.' past the daily limit (spec 8).
 */
export const inviteCoach = (email: string) =>
  api<{ ok: true }>('accounts/current/coaches', { method: 'POST', body: { invite: { email } } });

export function useInviteCoach() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteCoach,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountCoachesQueryKey }),
  });
}
