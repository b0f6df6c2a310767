import { useQuery } from '@tanstack/react-query';
import { getWarningsEndpoint } from '@forma/contract/accounts/users.endpoints';
import { endpointQuery } from '../../../lib/call';

/** GET users/warnings: the system warnings of the current account (platform.md 8). */
export const warningsQueryOptions = () => endpointQuery(getWarningsEndpoint);

export function useWarnings(options: { enabled?: boolean } = {}) {
  return useQuery({ ...warningsQueryOptions(), enabled: options.enabled ?? true });
}
