import { useQuery } from '@tanstack/react-query';
import { getPlanEndpoint } from '@forma/contract/programs/programs.endpoints';
import { endpointKey, endpointQuery } from '../../../lib/call';

export const planQueryKey = (id: number) => endpointKey(getPlanEndpoint, { params: { id } });

/** GET coach/plans/{id} -> CoachPlan. */
export const planQueryOptions = (id: number) => endpointQuery(getPlanEndpoint, { params: { id } });

export function usePlan(id: number | null) {
  return useQuery({ ...planQueryOptions(id ?? 0), enabled: id !== null });
}
