import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
  type QueryClient,
} from '@tanstack/react-query';
import { fetchMediaEndpoint } from '@forma/contract/media/media.endpoints';
import {
  MEDIA_PAGE_SIZE,
  type MediaOwner,
  type MediaType,
} from '@forma/contract/media/media.schemas';
import { call, endpointKey, type CallOptions } from '../../../lib/call';

export type MediaSort = 'created_at desc' | 'title asc' | 'title desc';

export type MediaListParams = {
  owner: MediaOwner;
  /** Sent as repeated q[kind_in][] (spec 7: the product library is always video). */
  kinds: readonly MediaType[];
  /** Trimmed search text, q[title_cont_any]. */
  search: string;
  sort: MediaSort;
};

type PageRequest = Partial<MediaListParams> & { owner: MediaOwner; page: number; perPage: number };

/** The list's query without its page (the kind list is sent as repeated q[kind_in][]). */
function listQuery(request: Partial<MediaListParams> & { owner: MediaOwner; perPage: number }) {
  return {
    owner: request.owner,
    per_page: String(request.perPage),
    'q[kind_in][]': request.kinds?.length ? request.kinds : undefined,
    'q[title_cont_any]': request.search || undefined,
    'q[s]': request.sort,
  };
}

/** GET media/fetch (spec 7). */
export function fetchMedia(request: PageRequest, options: CallOptions = {}) {
  return call(
    fetchMediaEndpoint,
    { query: { ...listQuery(request), page: String(request.page) } },
    options,
  );
}

/** Every library list and the partner probe: invalidated after a create or delete. */
export const mediaListsKey = endpointKey(fetchMediaEndpoint);

/**
 * One library list, page by page. Passing the signal on lets TanStack Query cancel a request
 * still running when the list's parameters change (spec 7). Lists are dropped as soon as nobody
 * shows them, so coming back to a search starts again at page 1 (spec 4.9).
 */
export const mediaListQueryOptions = (params: MediaListParams) =>
  infiniteQueryOptions({
    queryKey: endpointKey(fetchMediaEndpoint, {
      query: listQuery({ ...params, perPage: MEDIA_PAGE_SIZE }),
    }),
    queryFn: ({ pageParam, signal }) =>
      fetchMedia({ ...params, page: pageParam, perPage: MEDIA_PAGE_SIZE }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.pagination.page < last.pagination.total_pages ? last.pagination.page + 1 : undefined,
    staleTime: 0,
    gcTime: 0,
  });

export function useMediaList(params: MediaListParams, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...mediaListQueryOptions(params), enabled: options.enabled ?? true });
}

/**
 * Spec 4.9: a coach's partner access is probed with owner partner, page 1, per_page 1. Without
 * access the server answers an empty page with partner_access false; a failed probe is a quiet no.
 */
export const partnerAccessQueryOptions = () =>
  queryOptions({
    queryKey: endpointKey(fetchMediaEndpoint, {
      query: { owner: 'partner', page: '1', per_page: '1' },
    }),
    queryFn: async ({ signal }) => {
      try {
        const answer = await fetchMedia(
          { owner: 'partner', page: 1, perPage: 1 },
          { signal, silent: true },
        );
        return answer.partner_access;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') throw error;
        return false;
      }
    },
    staleTime: 5 * 60_000,
  });

export function usePartnerAccess(options: { enabled?: boolean } = {}) {
  return useQuery({ ...partnerAccessQueryOptions(), enabled: options.enabled ?? true });
}

/** After a create or delete: lists on screen load again (items added this session stay on top). */
export const refreshMediaLists = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: mediaListsKey });
