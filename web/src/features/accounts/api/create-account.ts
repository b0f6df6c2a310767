import { useMutation } from '@tanstack/react-query';
import type { CreateAccountBody } from '@forma/contract/accounts/accounts.schemas';
import { api } from '../../../lib/api-client';

/** POST accounts {account:{kind, title, country, state?, platform_currency?}} -> {id}: a new business account. */
export const createAccount = (body: CreateAccountBody) =>
  api<{ id: number }>('accounts', { method: 'POST', body });

export function useCreateAccount() {
  return useMutation({ mutationFn: createAccount });
}
