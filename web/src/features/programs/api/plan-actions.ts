import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CoachPlan } from '@forma/contract/programs/programs.schemas';
import { api } from '../../../lib/api-client';
import { plansQueryKey } from './get-plans';

export type PlanFlagAction =
  | 'archive'
  | 'restore'
  | 'mute'
  | 'unmute'
  | 'block_downloads'
  | 'block_subscriptions'
  | 'make_available';

/** PUT coach/plans/{id}/{action} -> CoachPlan. */
export const setPlanFlag = (id: number, action: PlanFlagAction) =>
  api<CoachPlan>(`coach/plans/${id}/${action}`, { method: 'PUT' });

/** POST coach/plans/{id}/clone -> the copy (a draft). */
export const clonePlan = (id: number) =>
  api<CoachPlan>(`coach/plans/${id}/clone`, { method: 'POST' });

/** DELETE coach/plans/{id}. */
export const deletePlan = (id: number) => api<null>(`coach/plans/${id}`, { method: 'DELETE' });

export type PlanRowAction = PlanFlagAction | 'clone' | 'delete';

export const runPlanAction = (id: number, action: PlanRowAction) =>
  action === 'clone'
    ? clonePlan(id)
    : action === 'delete'
      ? deletePlan(id)
      : setPlanFlag(id, action);

/** Any row action of the programs list; the lists are fetched again after it. */
export function usePlanAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: PlanRowAction }) =>
      runPlanAction(id, action),
    onSettled: () => queryClient.invalidateQueries({ queryKey: plansQueryKey }),
  });
}

/** PATCH coach/plans/{id} {plan: {show_on_storefront}} -> CoachPlan. */
export const setStorefrontVisibility = (id: number, show: boolean) =>
  api<CoachPlan>(`coach/plans/${id}`, {
    method: 'PATCH',
    body: { plan: { show_on_storefront: show } },
  });

export function useStorefrontVisibility(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (show: boolean) => setStorefrontVisibility(id, show),
    onSettled: () => queryClient.invalidateQueries({ queryKey: plansQueryKey }),
  });
}
