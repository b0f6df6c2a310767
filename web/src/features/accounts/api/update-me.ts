import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateMeEndpoint } from '@forma/contract/accounts/users.endpoints';
import type { UpdateMeBody } from '@forma/contract/accounts/users.schemas';
import { call } from '../../../lib/call';
import { meQueryKey } from '../../../lib/session/me';

/**
 * POST users/me {user:{...}} -> {private, current}: a coach's business profile
 * (landing_page_attributes) and coaching questions; a client's profile fields.
 */
export const updateMe = (body: UpdateMeBody) => call(updateMeEndpoint, { body });

export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMe,
    onSuccess: (me) => queryClient.setQueryData(meQueryKey, me),
  });
}
