import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { createMediaLinkEndpoint } from '@forma/contract/media/media.endpoints';
import type { createMediaLinkBodySchema } from '@forma/contract/media/media.schemas';
import { call, endpointKey } from '../../../lib/call';
import { refreshMediaLists } from './fetch-media';

export type CreateMediaLinkBody = z.input<typeof createMediaLinkBodySchema>;

/** POST media {media: {video_url}, scope}: a YouTube or Vimeo link becomes a library item (spec 7). */
export const createMediaLink = (body: CreateMediaLinkBody) =>
  call(createMediaLinkEndpoint, { body }, { silent: true });

export const createMediaLinkKey = endpointKey(createMediaLinkEndpoint);

export function useCreateMediaLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: createMediaLinkKey,
    mutationFn: createMediaLink,
    onSuccess: () => refreshMediaLists(queryClient),
  });
}
