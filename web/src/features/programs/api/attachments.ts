import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MediaItem } from '@forma/contract/media/media.schemas';
import type { CoachPlan } from '@forma/contract/programs/programs.schemas';
import { splitAttachments } from '../../media';
import { api } from '../../../lib/api-client';
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
  api<CoachPlan>(`coach/plans/${planId}`, {
    method: 'PATCH',
    body: { plan: { attachments: attachmentInputs(items) } },
    silent: true,
  });

export function useSaveAttachments(planId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (items: readonly MediaItem[]) => saveAttachments(planId, items),
    onSuccess: (plan) => queryClient.setQueryData(planQueryKey(planId), plan),
    onSettled: () => queryClient.invalidateQueries({ queryKey: planQueryKey(planId) }),
  });
}
