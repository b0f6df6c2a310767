import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MediaItem } from '@forma/contract/media/media.schemas';
import { api } from '../../../lib/api-client';

/** GET media/{id}: read again for its state and stream_src (platform.md 4, 7). */
export const getMedia = (id: number, signal?: AbortSignal) =>
  api<MediaItem>(`media/${id}`, { signal });

/** How often an unpublished video is asked about while its lightbox is open (ours). */
export const MEDIA_STATE_POLL_MS = 4000;

export const mediaItemQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['media', 'item', id] as const,
    queryFn: ({ signal }) => getMedia(id, signal),
    staleTime: 0,
  });

/** The item, asked again every few seconds until it is no longer `created` (processing). */
export function useMediaItem(id: number | null, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...mediaItemQueryOptions(id ?? 0),
    enabled: id !== null && (options.enabled ?? true),
    refetchInterval: (query) =>
      query.state.data && query.state.data.state !== 'created' ? false : MEDIA_STATE_POLL_MS,
  });
}
