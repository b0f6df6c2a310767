import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AppConfig } from '@forma/contract/users/users.schemas';
import { api } from '../../../lib/api-client';

export const getConfig = () => api<AppConfig>('config');

export const configQueryOptions = () =>
  queryOptions({ queryKey: ['config'] as const, queryFn: getConfig, staleTime: Infinity });

/** GET config: product and partner names, the first-party client credentials, the public URL. */
export function useAppConfig() {
  return useQuery(configQueryOptions());
}
