import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { createMediaLinkBodySchema, MediaItem } from '@forma/contract/media/media.schemas';
import { api } from '../../../lib/api-client';
import { refreshMediaLists } from './fetch-media';

export type CreateMediaLinkBody = z.input<typeof createMediaLinkBodySchema>;

/** POST media {media: {video_url}, scope}: a YouTube or Vimeo link becomes a library item (spec 7). */
export const createMediaLink = (body: CreateMediaLinkBody) =>
  api<MediaItem>('media', { method: 'POST', body, silent: true });

export const createMediaLinkKey = ['media', 'create-link'] as const;

export function useCreateMediaLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: createMediaLinkKey,
    mutationFn: createMediaLink,
    onSuccess: () => refreshMediaLists(queryClient),
  });
}
