import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountListItem } from '@forma/contract/accounts/accounts.schemas';
import { rejectInviteEndpoint } from '@forma/contract/accounts/accounts.endpoints';
import { call } from '../../../lib/call';
import { unconfirmedEmailError } from './resend-confirmation';
import { meQueryKey } from '../../../lib/session/me';
import { accountsQueryKey } from './get-accounts';

/** PUT invites/{account_id}/reject (no body). */
export const rejectInvite = (accountId: number) =>
  call(rejectInviteEndpoint, { params: { id: accountId } });

/**
 * Declining removes the account from the list at once; on failure it comes back as pending
 * (platform.md 2.12, 4 "Invite status").
 */
export function useRejectInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectInvite,
    onMutate: async (accountId) => {
      await queryClient.cancelQueries({ queryKey: accountsQueryKey });
      const previous = queryClient.getQueryData<AccountListItem[]>(accountsQueryKey);
      queryClient.setQueryData<AccountListItem[]>(accountsQueryKey, (accounts) =>
        accounts?.filter((account) => account.id !== accountId),
      );
      return { previous };
    },
    onError: (error, accountId, context) => {
      queryClient.setQueryData<AccountListItem[]>(accountsQueryKey, () =>
        context?.previous?.map((account) =>
          account.id === accountId ? { ...account, invite_status: 'pending' as const } : account,
        ),
      );
      if (unconfirmedEmailError(error))
        void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
