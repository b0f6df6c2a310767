import { useMutation } from '@tanstack/react-query';
import { deleteMeEndpoint } from '@forma/contract/accounts/users.endpoints';
import { call } from '../../../lib/call';

/**
 * DELETE users/me {confirmation: 'DELETE'}: deletes the account (204). The server refuses (422)
 * while a payment-provider balance or active client subscriptions remain (spec 8); the global
 * handling shows why.
 */
export const deleteMe = (confirmation: string) =>
  call(deleteMeEndpoint, { body: { confirmation: confirmation as 'DELETE' } });

export function useDeleteMe() {
  return useMutation({ mutationFn: deleteMe });
}
