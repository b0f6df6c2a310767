import { useQuery } from '@tanstack/react-query';
import { getPublicPlanEndpoint } from '@forma/contract/purchase/purchase.endpoints';
import { call, endpointQuery } from '../../../lib/call';

/** GET plans/{id or custom_url}/public -> PublicPlan (as the viewer may see it). */
export const getPublicPlan = (ref: string) =>
  call(getPublicPlanEndpoint, { params: { id: ref } }, { silent: true });

export const publicPlanQueryOptions = (ref: string) => ({
  ...endpointQuery(getPublicPlanEndpoint, { params: { id: ref } }, { silent: true }),
  // The answer depends on who asks: a visitor who just signed up or in must not see the
  // anonymous copy, so each visit of the page asks again.
  refetchOnMount: 'always' as const,
});

export function usePublicPlan(ref: string) {
  return useQuery(publicPlanQueryOptions(ref));
}
