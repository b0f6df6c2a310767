import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountCoach } from '@forma/contract/accounts/accounts.schemas';
import { api } from '../../../lib/api-client';
import { accountCoachesQueryKey } from './get-account-coaches';

/**
 * POST accounts/current/coaches {invite:{email}} -> the invited AccountCoach. The server answers
 * 'Daily invite limit reached. Try again tomorrow.' past the daily limit (spec 8).
 */
export const inviteCoach = (email: string) =>
  api<AccountCoach>('accounts/current/coaches', { method: 'POST', body: { invite: { email } } });

export function useInviteCoach() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteCoach,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountCoachesQueryKey }),
  });
}
