import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { getPlanEndpoint, getPlansEndpoint } from '@forma/contract/programs/programs.endpoints';
import { endpointKey, endpointQuery } from '../../../lib/call';

export type PlansTab = 'active' | 'attention';

/** The prefix of every page of the programs list. */
export const plansQueryKey = endpointKey(getPlansEndpoint);

/** After a change: the programs list and every program are fetched again. */
export const invalidatePrograms = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: plansQueryKey }),
    queryClient.invalidateQueries({ queryKey: endpointKey(getPlanEndpoint) }),
  ]);

const listQuery = (query: { tab: PlansTab; page: number; q?: string }) => ({
  tab: query.tab,
  page: String(query.page),
  per_page: '20',
  q: query.q || undefined,
});

/** GET coach/plans?tab&page&per_page&q -> {items, pagination, counts} (spec 2.2). */
export const plansQueryOptions = (query: { tab: PlansTab; page: number; q?: string }) => ({
  ...endpointQuery(getPlansEndpoint, { query: listQuery(query) }),
  placeholderData: keepPreviousData,
});

export function usePlans(query: { tab: PlansTab; page: number; q?: string }) {
  return useQuery(plansQueryOptions(query));
}
