import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountListItem } from '@forma/contract/accounts/accounts.schemas';
import { api } from '../../../lib/api-client';

export const accountsQueryKey = ['accounts'] as const;

/** GET accounts: the coach's accounts (private, businesses and invitations). */
export const getAccounts = () => api<AccountListItem[]>('accounts');

export const accountsQueryOptions = () =>
  queryOptions({ queryKey: accountsQueryKey, queryFn: getAccounts });

export function useAccounts(options: { enabled?: boolean } = {}) {
  return useQuery({ ...accountsQueryOptions(), enabled: options.enabled ?? true });
}
