import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MediaItem } from '@forma/contract/media/media.schemas';
import { updatePlanEndpoint } from '@forma/contract/programs/programs.endpoints';
import { splitAttachments } from '../../media';
import { call } from '../../../lib/call';
import { planQueryKey } from './get-plan';

/** The list as the server keeps it: media first, then files, each in its own order. */
export function attachmentInputs(items: readonly MediaItem[]) {
  const { media, files } = splitAttachments(items);
  return [...media, ...files].map((item, position) => ({
    media_id: item.id,
    position,
    title_media: item.title_media,
  }));
}

/** PATCH coach/plans/{id} {plan: {attachments}} -> CoachPlan. */
export const saveAttachments = (planId: number, items: readonly MediaItem[]) =>
  call(
    updatePlanEndpoint,
    { params: { id: planId }, body: { plan: { attachments: attachmentInputs(items) } } },
    { silent: true },
  );

export function useSaveAttachments(planId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (items: readonly MediaItem[]) => saveAttachments(planId, items),
    onSuccess: (plan) => queryClient.setQueryData(planQueryKey(planId), plan),
    onSettled: () => queryClient.invalidateQueries({ queryKey: planQueryKey(planId) }),
  });
}
