import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WaiverAcceptancesResponse } from '@forma/contract/programs/waiver-acceptances.schemas';
import { api } from '../../../lib/api-client';
import { plansQueryKey } from './get-plans';

/** GET coach/plans/{id}/waiver/acceptances?page -> {items, pagination}, newest first. */
export const getWaiverAcceptances = (planId: number, page = 1) =>
  api<WaiverAcceptancesResponse>(`coach/plans/${planId}/waiver/acceptances`, { query: { page } });

export const waiverAcceptancesQueryOptions = (planId: number, page = 1) =>
  queryOptions({
    queryKey: [...plansQueryKey, planId, 'waiver-acceptances', page],
    queryFn: () => getWaiverAcceptances(planId, page),
    staleTime: 0,
  });

export function useWaiverAcceptances(planId: number, page = 1) {
  return useQuery(waiverAcceptancesQueryOptions(planId, page));
}
