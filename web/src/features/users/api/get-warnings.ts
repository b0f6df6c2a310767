import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Warning } from '@forma/contract/users/users.schemas';
import { api } from '../../../lib/api-client';

export const warningsQueryKey = ['users', 'warnings'] as const;

/** GET users/warnings: the system warnings of the current account (platform.md 8). */
export const getWarnings = () => api<Warning[]>('users/warnings');

export const warningsQueryOptions = () =>
  queryOptions({ queryKey: warningsQueryKey, queryFn: getWarnings });

export function useWarnings(options: { enabled?: boolean } = {}) {
  return useQuery({ ...warningsQueryOptions(), enabled: options.enabled ?? true });
}
