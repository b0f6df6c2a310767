import { useQuery } from '@tanstack/react-query';
import { getAccountCoachesEndpoint } from '@forma/contract/accounts/accounts.endpoints';
import { endpointKey, endpointQuery } from '../../../lib/call';

export const accountCoachesQueryKey = endpointKey(getAccountCoachesEndpoint);

/** GET accounts/current/coaches -> AccountCoach[]: the coaches of the current business account and their invitations. */
export const accountCoachesQueryOptions = () => endpointQuery(getAccountCoachesEndpoint);

export function useAccountCoaches(options: { enabled?: boolean } = {}) {
  return useQuery({ ...accountCoachesQueryOptions(), enabled: options.enabled ?? true });
}
