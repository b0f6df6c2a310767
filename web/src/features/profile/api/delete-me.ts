import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * DELETE users/me {confirmation: 'DELETE'}: deletes the account (204). The server refuses (422)
 * while a payment-provider balance or active client subscriptions remain (spec 8); the global
 * handling shows why.
 */
export const deleteMe = (confirmation: string) =>
  api<unknown>('users/me', { method: 'DELETE', body: { confirmation } });

export function useDeleteMe() {
  return useMutation({ mutationFn: deleteMe });
}
