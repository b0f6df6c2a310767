import { queryOptions, useQuery } from '@tanstack/react-query';
import { getConfigEndpoint } from '@forma/contract/settings/settings.endpoints';
import { endpointQuery } from '../../../lib/call';

export const configQueryOptions = () =>
  queryOptions({ ...endpointQuery(getConfigEndpoint), staleTime: Infinity });

/** GET config: product and partner names, the first-party client credentials, the public URL. */
export function useAppConfig() {
  return useQuery(configQueryOptions());
}
