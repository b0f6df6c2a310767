import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MeResponse } from '@forma/contract/users/users.schemas';
import { api } from '../../../lib/api-client';
import { meQueryKey } from '../../session';

/** POST users/me {user:{trial_start:true}}: starts the coach's 30-day trial; reads current.subscription. */
export const startTrial = () =>
  api<MeResponse>('users/me', { method: 'POST', body: { user: { trial_start: true } } });

export function useStartTrial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startTrial,
    onSuccess: (me) => queryClient.setQueryData(meQueryKey, me),
  });
}
