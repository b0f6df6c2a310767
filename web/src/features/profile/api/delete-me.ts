import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * DELETE users/me: deletes the client's account. The server refuses (422) while a payment
 * provider balance or active client subscriptions remain (spec 8); the global handling shows why.
 */
export const deleteMe = () => api<unknown>('users/me', { method: 'DELETE' });

export function useDeleteMe() {
  return useMutation({ mutationFn: deleteMe });
}
