import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicPlan } from '@forma/contract/programs/memberships.schemas';
import { api } from '../../../lib/api-client';

export const publicPlanQueryKey = (ref: string) => ['plans', 'public', ref] as const;

/** GET plans/{id or custom_url}/public -> PublicPlan (as the viewer may see it). */
export const getPublicPlan = (ref: string) =>
  api<PublicPlan>(`plans/${encodeURIComponent(ref)}/public`, { silent: true });

export const publicPlanQueryOptions = (ref: string) =>
  queryOptions({
    queryKey: publicPlanQueryKey(ref),
    queryFn: () => getPublicPlan(ref),
    // The answer depends on who asks: a visitor who just signed up or in must not see the
    // anonymous copy, so each visit of the page asks again.
    refetchOnMount: 'always',
  });

export function usePublicPlan(ref: string) {
  return useQuery(publicPlanQueryOptions(ref));
}
