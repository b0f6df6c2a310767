import { useQuery } from '@tanstack/react-query';
import { getAccountsEndpoint } from '@forma/contract/accounts/accounts.endpoints';
import { endpointKey, endpointQuery } from '../../../lib/call';

export const accountsQueryKey = endpointKey(getAccountsEndpoint);

/** GET accounts: the coach's accounts (private, businesses and invitations). */
export const accountsQueryOptions = () => endpointQuery(getAccountsEndpoint);

export function useAccounts(options: { enabled?: boolean } = {}) {
  return useQuery({ ...accountsQueryOptions(), enabled: options.enabled ?? true });
}
