import { useQuery } from '@tanstack/react-query';
import { getMediaEndpoint } from '@forma/contract/media/media.endpoints';
import { endpointQuery } from '../../../lib/call';

/** How often an unpublished video is asked about while its lightbox is open (ours). */
export const MEDIA_STATE_POLL_MS = 4000;

/** GET media/{id}: read again for its state and stream_src (platform.md 4, 7). */
export const mediaItemQueryOptions = (id: number) => ({
  ...endpointQuery(getMediaEndpoint, { params: { id } }),
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
