import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CoachPlan } from '@forma/contract/programs/programs.schemas';
import { api } from '../../../lib/api-client';
import { plansQueryKey } from './get-plans';

export const planQueryKey = (id: number) => [...plansQueryKey, 'plan', id] as const;

/** GET coach/plans/{id} -> CoachPlan. */
export const getPlan = (id: number) => api<CoachPlan>(`coach/plans/${id}`);

export const planQueryOptions = (id: number) =>
  queryOptions({ queryKey: planQueryKey(id), queryFn: () => getPlan(id) });

export function usePlan(id: number | null) {
  return useQuery({ ...planQueryOptions(id ?? 0), enabled: id !== null });
}
