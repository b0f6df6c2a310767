import { useQueryClient } from '@tanstack/react-query';
import type { EndpointDefinition } from '@forma/contract/common/endpoint';
import { endpointKey } from '../../../lib/call';

/** Reads these endpoints' answers again (after a write that changes them). */
export function useRefresh() {
  const queryClient = useQueryClient();
  return (endpoints: readonly EndpointDefinition[]) =>
    Promise.all(
      endpoints.map((endpoint) =>
        queryClient.invalidateQueries({ queryKey: endpointKey(endpoint) }),
      ),
    );
}
