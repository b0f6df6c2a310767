import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountCoach } from '@forma/contract/accounts/accounts.schemas';
import { api } from '../../../lib/api-client';

export const accountCoachesQueryKey = ['accounts', 'current', 'coaches'] as const;

/** GET accounts/current/coaches -> AccountCoach[]: the coaches of the current business account and their invitations. */
export const getAccountCoaches = () => api<AccountCoach[]>('accounts/current/coaches');

export const accountCoachesQueryOptions = () =>
  queryOptions({ queryKey: accountCoachesQueryKey, queryFn: getAccountCoaches });

export function useAccountCoaches(options: { enabled?: boolean } = {}) {
  return useQuery({ ...accountCoachesQueryOptions(), enabled: options.enabled ?? true });
}
