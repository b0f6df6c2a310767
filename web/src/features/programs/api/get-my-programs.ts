import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  MyProgramsList,
  PublicPlanWithNotice,
} from '@forma/contract/programs/memberships.schemas';
import type { z } from 'zod';
import type { myProgramsResponseSchema } from '@forma/contract/programs/memberships.schemas';
import { api } from '../../../lib/api-client';

export type MyProgramsResponse = z.infer<typeof myProgramsResponseSchema>;
export const myProgramsQueryKey = ['athlete', 'plans'] as const;

/** GET athlete/plans?list=active|past|invites&page -> {items: MyProgramCard[], pagination}. */
export const getMyPrograms = (list: MyProgramsList, page = 1) =>
  api<MyProgramsResponse>('athlete/plans', { query: { list, page } });

export const myProgramsQueryOptions = (list: MyProgramsList, page = 1) =>
  queryOptions({
    queryKey: [...myProgramsQueryKey, list, page],
    queryFn: () => getMyPrograms(list, page),
  });

export function useMyPrograms(list: MyProgramsList, page = 1) {
  return useQuery(myProgramsQueryOptions(list, page));
}

/** DELETE athlete/plans/{id}/unsubscribe -> the plan and the notice. */
export const unsubscribePlan = (planId: number) =>
  api<PublicPlanWithNotice>(`athlete/plans/${planId}/unsubscribe`, { method: 'DELETE' });

export function useUnsubscribePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unsubscribePlan,
    onSettled: () => queryClient.invalidateQueries({ queryKey: myProgramsQueryKey }),
  });
}
