import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  PublicPlan,
  PublicPlanWithNotice,
} from '@forma/contract/programs/memberships.schemas';
import { api } from '../../../lib/api-client';

/** POST plans/{id}/waiver/accept -> PublicPlan. */
export const acceptWaiver = (planId: number) =>
  api<PublicPlan>(`plans/${planId}/waiver/accept`, { method: 'POST' });

/** POST stripe/plan/{id}/buy {start_date?} -> the plan and the success notice ('Get for Free'). */
export const buyPlan = (planId: number, startDate: string | null) =>
  api<PublicPlanWithNotice>(`stripe/plan/${planId}/buy`, {
    method: 'POST',
    body: startDate ? { start_date: startDate } : {},
  });

export function useAcceptWaiver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptWaiver,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['plans', 'public'] }),
  });
}

export function useBuyPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ planId, startDate }: { planId: number; startDate: string | null }) =>
      buyPlan(planId, startDate),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['plans', 'public'] }),
        queryClient.invalidateQueries({ queryKey: ['athlete', 'plans'] }),
      ]),
  });
}
