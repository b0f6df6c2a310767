import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountListItem } from '@forma/contract/accounts/accounts.schemas';
import { acceptInviteEndpoint } from '@forma/contract/accounts/accounts.endpoints';
import { call } from '../../../lib/call';
import { unconfirmedEmailError } from './resend-confirmation';
import { meQueryKey } from '../../../lib/session/me';
import { accountsQueryKey } from './get-accounts';

/** PUT invites/{account_id}/accept (no body; the response is not read). */
export const acceptInvite = (accountId: number) =>
  call(acceptInviteEndpoint, { params: { id: accountId } });

/**
 * Accepting sets invite_status to accepted at once, then calls the server; on failure the
 * invite returns to pending (platform.md 2.12, 4 "Invite status").
 */
export function useAcceptInvite() {
  const queryClient = useQueryClient();
  const setStatus = (accountId: number, status: AccountListItem['invite_status']) =>
    queryClient.setQueryData<AccountListItem[]>(accountsQueryKey, (accounts) =>
      accounts?.map((account) =>
        account.id === accountId ? { ...account, invite_status: status } : account,
      ),
    );
  return useMutation({
    mutationFn: acceptInvite,
    onMutate: async (accountId) => {
      await queryClient.cancelQueries({ queryKey: accountsQueryKey });
      setStatus(accountId, 'accepted');
    },
    onError: (error, accountId) => {
      setStatus(accountId, 'pending');
      // The page then shows why, with 'Send the confirmation email again'.
      if (unconfirmedEmailError(error))
        void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountsQueryKey }),
  });
}
