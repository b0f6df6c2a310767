import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../../../lib/query-client';
import {
  mediaItem,
  mediaPage,
  mockFetchWithQuery as mockFetch,
} from '../../../test/media-fixtures';
import { deferred } from '../../../test/mock-fetch';
import { onApiFailure } from '../../../lib/api-client';
import { useMediaList, usePartnerAccess, type MediaListParams } from './fetch-media';

afterEach(() => vi.unstubAllGlobals());

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>
);
const base: MediaListParams = {
  owner: 'current',
  kinds: ['video', 'image'],
  search: '',
  sort: 'created_at desc',
};

describe('GET media/fetch', () => {
  it('sends the kinds as repeated q[kind_in][] and loads more pages while below total_pages', async () => {
    const { calls } = mockFetch({
      'GET media/fetch': ({ query }) => {
        const page = Number(query.get('page'));
        return { body: mediaPage([mediaItem({ id: page })], { page, totalPages: 2 }) };
      },
    });
    const { result } = renderHook(() => useMediaList({ ...base, search: 'squat' }), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const query = calls[0]!.query;
    expect(query.getAll('q[kind_in][]')).toEqual(['video', 'image']);
    expect(query.get('q[title_cont_any]')).toBe('squat');
    expect(query.get('owner')).toBe('current');
    expect(result.current.hasNextPage).toBe(true);
    await result.current.fetchNextPage();
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(2));
    expect(calls[1]!.query.get('page')).toBe('2');
    await waitFor(() => expect(result.current.hasNextPage).toBe(false));
  });

  it('cancels a request still running when the search changes', async () => {
    const held = deferred<{ body: unknown }>();
    const { fetchMock } = mockFetch({
      'GET media/fetch': ({ query }) =>
        query.get('q[title_cont_any]') === 'sq' ? held.promise : { body: mediaPage([]) },
    });
    const { result, rerender } = renderHook((params: MediaListParams) => useMediaList(params), {
      wrapper,
      initialProps: { ...base, search: 'sq' },
    });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const firstSignal = fetchMock.mock.calls[0]![1]!.signal!;
    rerender({ ...base, search: 'squat' });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(firstSignal.aborted).toBe(true);
    held.resolve({ body: mediaPage([]) });
  });

  it('probes partner access quietly: partner_access false means no partner tab', async () => {
    const failures = vi.fn();
    onApiFailure(failures);
    const { calls } = mockFetch({
      'GET media/fetch': () => ({ body: { ...mediaPage([]), partner_access: false } }),
    });
    const { result } = renderHook(() => usePartnerAccess(), { wrapper });
    await waitFor(() => expect(result.current.data).toBe(false));
    expect(calls[0]!.query.get('owner')).toBe('partner');
    expect(calls[0]!.query.get('per_page')).toBe('1');
    expect(failures).not.toHaveBeenCalled();
    onApiFailure(null);
  });
});
