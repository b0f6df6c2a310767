import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MyProgramsList } from '@forma/contract/purchase/purchase.schemas';
import type { z } from 'zod';
import type { myProgramsResponseSchema } from '@forma/contract/purchase/purchase.schemas';
import {
  getMyProgramsEndpoint,
  unsubscribePlanEndpoint,
} from '@forma/contract/purchase/purchase.endpoints';
import { call, endpointKey, endpointQuery } from '../../../lib/call';

export type MyProgramsResponse = z.infer<typeof myProgramsResponseSchema>;

/** GET athlete/plans?list=active|past|invites&page -> {items: MyProgramCard[], pagination}. */
export const getMyPrograms = (list: MyProgramsList, page = 1) =>
  call(getMyProgramsEndpoint, { query: { list, page: String(page) } });

export const myProgramsQueryOptions = (list: MyProgramsList, page = 1) =>
  endpointQuery(getMyProgramsEndpoint, { query: { list, page: String(page) } });

export function useMyPrograms(list: MyProgramsList, page = 1) {
  return useQuery(myProgramsQueryOptions(list, page));
}

/** DELETE athlete/plans/{id}/unsubscribe -> the plan and the notice. */
export const unsubscribePlan = (planId: number) =>
  call(unsubscribePlanEndpoint, { params: { id: planId } });

export function useUnsubscribePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unsubscribePlan,
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: endpointKey(getMyProgramsEndpoint) }),
  });
}
