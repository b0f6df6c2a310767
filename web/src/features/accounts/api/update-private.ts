import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updatePrivateEndpoint } from '@forma/contract/accounts/users.endpoints';
import type { MeResponse, UpdatePrivateBody } from '@forma/contract/accounts/users.schemas';
import { call } from '../../../lib/call';
import { meQueryKey } from '../../../lib/session/me';

/**
 * PATCH users/private {private:{...}} -> {user}: the person's own profile (names, country,
 * birthdate, gender...) and preferences (units, e-mail and privacy settings, social links).
 */
export const updatePrivate = (body: UpdatePrivateBody) => call(updatePrivateEndpoint, { body });

export function useUpdatePrivate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePrivate,
    onSuccess: ({ user }) => {
      queryClient.setQueryData<MeResponse | null>(meQueryKey, (me) =>
        me ? { ...me, private: user } : me,
      );
      // On the own profile the current account is the same person: refresh it as well.
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
