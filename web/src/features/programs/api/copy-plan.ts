import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { copyPlanEndpoint } from '@forma/contract/programs/programs.endpoints';
import type { copyPlanResponseSchema } from '@forma/contract/programs/programs.schemas';
import { call } from '../../../lib/call';
import { invalidatePrograms } from './get-plans';

export type CopyPlanResponse = z.infer<typeof copyPlanResponseSchema>;

/** POST coach/plans/{id}/copy {account_id} -> {id, account_id}: a draft copy in another account. */
export const copyPlan = (id: number, accountId: number) =>
  call(copyPlanEndpoint, { params: { id }, body: { account_id: accountId } }, { silent: true });

export function useCopyPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, accountId }: { id: number; accountId: number }) => copyPlan(id, accountId),
    onSettled: () => invalidatePrograms(queryClient),
  });
}
