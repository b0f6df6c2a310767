import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MyProgramCard, MyProgramsList } from '@forma/contract/purchase/purchase.schemas';
import {
  getMyProgramsEndpoint,
  getPublicPlanEndpoint,
  resumeSubscribeEndpoint,
  unsubscribePlanEndpoint,
} from '@forma/contract/purchase/purchase.endpoints';
import { call, endpointKey, endpointQuery } from '../../../lib/call';

/** The most a page of My programs holds: a client's purchases fit on one. */
const PER_PAGE = '100';

const listQuery = (list: MyProgramsList) =>
  endpointQuery(getMyProgramsEndpoint, { query: { list, page: '1', per_page: PER_PAGE } });

/**
 * The client's purchases: the programs of My programs (GET athlete/plans, ongoing then past)
 * that have a price.
 */
export function usePurchases() {
  const [ongoing, past] = useQueries({ queries: [listQuery('active'), listQuery('past')] });
  const paid = (items: MyProgramCard[] | undefined) =>
    (items ?? []).filter((card) => card.plan.plan_pricing === 'paid');
  return {
    isPending: ongoing.isPending || past.isPending,
    isError: ongoing.isError || past.isError,
    data: [...paid(ongoing.data?.items), ...paid(past.data?.items)],
  };
}

/**
 * GET plans/{id}/public, for the price a membership pays: My programs' cards carry the amount
 * but not the program's currency or its display string. Nothing is read for no plan (a closed
 * modal).
 */
export function usePurchasedPlan(planId: number | null) {
  return useQuery({
    ...endpointQuery(getPublicPlanEndpoint, { params: { id: String(planId) } }, { silent: true }),
    enabled: planId !== null,
  });
}

/** A subscription's change shows on My programs, the purchases and the program's page. */
export function useRefreshPurchases() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: endpointKey(getMyProgramsEndpoint) }),
      queryClient.invalidateQueries({ queryKey: endpointKey(getPublicPlanEndpoint) }),
    ]);
}

/** DELETE athlete/plans/{id}/unsubscribe: a paid subscription ends with its period (spec 4.7). */
export function useCancelSubscription() {
  const refresh = useRefreshPurchases();
  return useMutation({
    mutationFn: (planId: number) =>
      call(unsubscribePlanEndpoint, { params: { id: String(planId) } }),
    onSuccess: refresh,
  });
}

/** POST athlete/plans/{id}/resume_subscribe: a subscription set to end goes on (spec 4.4). */
export function useResumeSubscription() {
  const refresh = useRefreshPurchases();
  return useMutation({
    mutationFn: (planId: number) =>
      call(resumeSubscribeEndpoint, { params: { id: String(planId) } }),
    onSuccess: refresh,
  });
}
