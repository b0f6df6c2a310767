import { useQuery } from '@tanstack/react-query';
import { getWaiverAcceptancesEndpoint } from '@forma/contract/clients/clients.endpoints';
import { call, endpointQuery } from '../../../lib/call';

/** GET coach/plans/{id}/waiver/acceptances?page -> {items, pagination}, newest first. */
export const getWaiverAcceptances = (planId: number, page = 1) =>
  call(getWaiverAcceptancesEndpoint, { params: { id: planId }, query: { page: String(page) } });

export const waiverAcceptancesQueryOptions = (planId: number, page = 1) => ({
  ...endpointQuery(getWaiverAcceptancesEndpoint, {
    params: { id: planId },
    query: { page: String(page) },
  }),
  staleTime: 0,
});

export function useWaiverAcceptances(planId: number, page = 1) {
  return useQuery(waiverAcceptancesQueryOptions(planId, page));
}
