import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CoachPlan,
  CreatePlanBody,
  UpdatePlanBody,
} from '@forma/contract/programs/programs.schemas';
import { api } from '../../../lib/api-client';
import { plansQueryKey } from './get-plans';

/** POST coach/plans {plan:{plan_type, title, ...}} -> CoachPlan (a draft). 422 errors are the form's. */
export const createPlan = (body: CreatePlanBody) =>
  api<CoachPlan>('coach/plans', { method: 'POST', body, silent: true });

/** PATCH coach/plans/{id} {plan} -> CoachPlan. */
export const updatePlan = (id: number, body: UpdatePlanBody) =>
  api<CoachPlan>(`coach/plans/${id}`, { method: 'PATCH', body, silent: true });

/** POST coach/plans/{id}/publish -> CoachPlan. */
export const publishPlan = (id: number) =>
  api<CoachPlan>(`coach/plans/${id}/publish`, { method: 'POST', silent: true });

export function useSavePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: {
      id: number | null;
      create: CreatePlanBody;
      update: UpdatePlanBody;
      publish: boolean;
    }) => {
      const saved =
        input.id === null
          ? await createPlan(input.create)
          : await updatePlan(input.id, input.update);
      return input.publish ? publishPlan(saved.id) : saved;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: plansQueryKey }),
  });
}

/** Review & Publish: publishes a saved draft (the server refuses with the spec's messages). */
export function usePublishPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => publishPlan(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: plansQueryKey }),
  });
}
