import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createPlanEndpoint,
  publishPlanEndpoint,
  updatePlanEndpoint,
} from '@forma/contract/programs/programs.endpoints';
import type { CreatePlanBody, UpdatePlanBody } from '@forma/contract/programs/programs.schemas';
import { call } from '../../../lib/call';
import { invalidatePrograms } from './get-plans';

/** POST coach/plans {plan:{plan_type, title, ...}} -> CoachPlan (a draft). 422 errors are the form's. */
export const createPlan = (body: CreatePlanBody) =>
  call(createPlanEndpoint, { body }, { silent: true });

/** PATCH coach/plans/{id} {plan} -> CoachPlan. */
export const updatePlan = (id: number, body: UpdatePlanBody) =>
  call(updatePlanEndpoint, { params: { id }, body }, { silent: true });

/** POST coach/plans/{id}/publish -> CoachPlan. */
export const publishPlan = (id: number) =>
  call(publishPlanEndpoint, { params: { id } }, { silent: true });

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
    onSettled: () => invalidatePrograms(queryClient),
  });
}

/** Review & Publish: publishes a saved draft (the server refuses with the spec's messages). */
export function usePublishPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => publishPlan(id),
    onSettled: () => invalidatePrograms(queryClient),
  });
}
