import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountCoach } from '@forma/contract/accounts/accounts.schemas';
import { removeCoachEndpoint } from '@forma/contract/accounts/accounts.endpoints';
import { call } from '../../../lib/call';
import { accountCoachesQueryKey } from './get-account-coaches';

/** DELETE accounts/current/coaches/{email}: removes a coach or cancels their invitation. */
export const removeCoach = (email: string) => call(removeCoachEndpoint, { params: { email } });

/** The row leaves the list at once and comes back if the call fails. */
export function useRemoveCoach() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCoach,
    onMutate: async (email) => {
      await queryClient.cancelQueries({ queryKey: accountCoachesQueryKey });
      const previous = queryClient.getQueryData<AccountCoach[]>(accountCoachesQueryKey);
      queryClient.setQueryData<AccountCoach[]>(accountCoachesQueryKey, (coaches) =>
        coaches?.filter((coach) => coach.email !== email),
      );
      return { previous };
    },
    onError: (_error, _email, context) =>
      queryClient.setQueryData(accountCoachesQueryKey, context?.previous),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountCoachesQueryKey }),
  });
}
