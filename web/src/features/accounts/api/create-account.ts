import { useMutation } from '@tanstack/react-query';
import type { CreateAccountBody } from '@forma/contract/accounts/accounts.schemas';
import { createAccountEndpoint } from '@forma/contract/accounts/accounts.endpoints';
import { call } from '../../../lib/call';

/** POST accounts {account:{kind, title, country, state?, platform_currency?}} -> {id}: a new business account. */
export const createAccount = (body: CreateAccountBody) => call(createAccountEndpoint, { body });

export function useCreateAccount() {
  return useMutation({ mutationFn: createAccount });
}
