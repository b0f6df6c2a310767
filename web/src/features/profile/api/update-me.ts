import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MeResponse, UpdateMeBody } from '@forma/contract/users/users.schemas';
import { api } from '../../../lib/api-client';
import { meQueryKey } from '../../session';

/**
 * POST users/me {user:{...}} -> {private, current}: a coach's business profile
 * (landing_page_attributes) and coaching questions; a client's profile fields.
 */
export const updateMe = (body: UpdateMeBody) =>
  api<MeResponse>('users/me', { method: 'POST', body });

export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMe,
    onSuccess: (me) => queryClient.setQueryData(meQueryKey, me),
  });
}
