import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PlanListResponse } from '@forma/contract/programs/programs.schemas';
import { api } from '../../../lib/api-client';

export type PlansTab = 'active' | 'attention';
export const plansQueryKey = ['coach', 'plans'] as const;

/** GET coach/plans?tab&page&per_page&q -> {items, pagination, counts} (spec 2.2). */
export const getPlans = (query: { tab: PlansTab; page: number; q?: string }) =>
  api<PlanListResponse>('coach/plans', {
    query: { tab: query.tab, page: query.page, per_page: 20, q: query.q || undefined },
  });

export const plansQueryOptions = (query: { tab: PlansTab; page: number; q?: string }) =>
  queryOptions({
    queryKey: [...plansQueryKey, 'list', query],
    queryFn: () => getPlans(query),
    placeholderData: keepPreviousData,
  });

export function usePlans(query: { tab: PlansTab; page: number; q?: string }) {
  return useQuery(plansQueryOptions(query));
}
