import { useCallback, useMemo, useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import type { MediaItem, MediaType } from '@forma/contract/media/media.schemas';
import { useMediaList, type MediaSort } from '../api/fetch-media';
import { ALL_MEDIA_TYPES } from './media-selection';
import { tabOwner, type MediaTab } from './media-tabs';
import type { MediaListStatus } from './media-table';

/** Spec 2.16, 9: the search box is trimmed and debounced 300 ms. */
export const SEARCH_DEBOUNCE_MS = 300;

const emptyAdded = (): Record<MediaTab, MediaItem[]> => ({ files: [], partner: [], product: [] });

/**
 * One library tab's list: search, type filter and sort (any change reloads from page 1, spec
 * 4.9), the pages loaded so far, and the items added in this session on top, marked new.
 */
export function useMediaLibrary(options: {
  tab: MediaTab | null;
  allowedTypes?: readonly MediaType[];
  enabled?: boolean;
}) {
  const { tab, allowedTypes = ALL_MEDIA_TYPES, enabled = true } = options;
  const [searchText, setSearchText] = useState('');
  const [search] = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const [kinds, setKinds] = useState<MediaType[]>([]);
  const [sort, setSort] = useState<MediaSort>('created_at desc');
  const [added, setAdded] = useState(emptyAdded);
  const [deleted, setDeleted] = useState<ReadonlySet<number>>(new Set());

  const owner = tabOwner[tab ?? 'files'];
  // Spec 7: the product library is always video; otherwise the chosen types or all allowed ones.
  const effectiveKinds = useMemo(
    () =>
      owner === 'product' ? (['video'] as MediaType[]) : kinds.length ? kinds : [...allowedTypes],
    [owner, kinds, allowedTypes],
  );
  const list = useMediaList(
    { owner, kinds: effectiveKinds, search, sort },
    { enabled: enabled && tab !== null },
  );

  const items = useMemo(() => {
    const fresh = tab ? added[tab].filter((item) => effectiveKinds.includes(item.type)) : [];
    const freshIds = new Set(fresh.map((item) => item.id));
    const loaded = (list.data?.pages ?? [])
      .flatMap((page) => page.items)
      .filter((item) => !freshIds.has(item.id));
    const all = [...fresh, ...loaded].filter((item) => !deleted.has(item.id));
    // Spec 2.13: the product tab lists only items with a src.
    return owner === 'product' ? all.filter((item) => item.src) : all;
  }, [tab, added, effectiveKinds, list.data, deleted, owner]);

  /** Spec 4.9: a new item goes on top of its tab's list, marked new. */
  const addNew = useCallback((item: MediaItem, target: MediaTab) => {
    const fresh = { ...item, is_new: true };
    setAdded((current) => ({
      ...current,
      [target]: [fresh, ...current[target].filter((other) => other.id !== item.id)],
    }));
    return fresh;
  }, []);

  const forget = useCallback((id: number) => {
    setDeleted((current) => new Set(current).add(id));
    setAdded((current) => ({
      files: current.files.filter((item) => item.id !== id),
      partner: current.partner.filter((item) => item.id !== id),
      product: current.product.filter((item) => item.id !== id),
    }));
  }, []);

  const { fetchNextPage } = list;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const status: MediaListStatus = {
    loading: enabled && tab !== null && list.isPending,
    fetchingMore: list.isFetchingNextPage,
    hasMore: Boolean(list.hasNextPage),
    loadMore,
  };

  return {
    items,
    status,
    loaded: list.isSuccess,
    searchText,
    setSearchText,
    searching: search.length > 0 || kinds.length > 0,
    kinds,
    setKinds,
    sort,
    /** Spec 4.9: the same column toggles ascending and descending. */
    toggleSort: () => setSort((current) => (current === 'title asc' ? 'title desc' : 'title asc')),
    addNew,
    forget,
  };
}
