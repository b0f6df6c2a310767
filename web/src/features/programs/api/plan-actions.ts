import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  clonePlanEndpoint,
  deletePlanEndpoint,
  planFlagEndpoints,
  updatePlanEndpoint,
  type PlanFlagAction,
} from '@forma/contract/programs/programs.endpoints';
import { call } from '../../../lib/call';
import { invalidatePrograms } from './get-plans';

export type { PlanFlagAction };

/** PUT coach/plans/{id}/{action} -> CoachPlan. */
export const setPlanFlag = (id: number, action: PlanFlagAction) =>
  call(planFlagEndpoints[action], { params: { id } });

/** POST coach/plans/{id}/clone -> the copy (a draft). */
export const clonePlan = (id: number) => call(clonePlanEndpoint, { params: { id } });

/** DELETE coach/plans/{id}. */
export const deletePlan = (id: number) => call(deletePlanEndpoint, { params: { id } });

export type PlanRowAction = PlanFlagAction | 'clone' | 'delete';

export const runPlanAction = (id: number, action: PlanRowAction): Promise<unknown> =>
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
    onSettled: () => invalidatePrograms(queryClient),
  });
}

/** PATCH coach/plans/{id} {plan: {show_on_storefront}} -> CoachPlan. */
export const setStorefrontVisibility = (id: number, show: boolean) =>
  call(updatePlanEndpoint, { params: { id }, body: { plan: { show_on_storefront: show } } });

export function useStorefrontVisibility(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (show: boolean) => setStorefrontVisibility(id, show),
    onSettled: () => invalidatePrograms(queryClient),
  });
}
