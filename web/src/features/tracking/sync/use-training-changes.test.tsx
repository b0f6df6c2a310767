import 'fake-indexeddb/auto';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCalendarDaysEndpoint } from '@forma/contract/tracking/tracking.endpoints';
import { ApiError } from '../../../lib/api-client';
import { endpointKey } from '../../../lib/call';
import { meQueryKey } from '../../../lib/session/me';
import { endDeviceSync } from './device-sync';
import { SyncStatus } from './sync-status';
import type { TrainingChange } from './training-changes';
import { useTrainingChanges } from './use-training-changes';

const server = vi.hoisted(() => ({
  received: [] as TrainingChange[],
  refuse: null as null | ApiError,
}));
vi.mock('./send-change', () => ({
  sendChange: async (change: TrainingChange) => {
    if (!navigator.onLine) throw new Error('Failed to fetch');
    if (server.refuse) throw server.refuse;
    server.received.push(change);
  },
}));
const alerts = vi.hoisted(() => [] as { message: string; title?: string }[]);
vi.mock('../../../components/feedback/show-alert', () => ({
  showAlert: (_type: string, message: string, options: { title?: string }) =>
    alerts.push({ message, title: options.title }),
}));

let online = true;
let userId = 100;
let queryClient: QueryClient;

beforeEach(() => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  server.received = [];
  server.refuse = null;
  alerts.length = 0;
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // A new signed-in client each test: the device's queue is kept per user.
  queryClient.setQueryData(meQueryKey, { private: { id: ++userId }, current: {} });
});
afterEach(() => {
  endDeviceSync();
  vi.restoreAllMocks();
});

function wrapper({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider>{children}</MantineProvider>
    </QueryClientProvider>
  );
}

function goOnline() {
  online = true;
  window.dispatchEvent(new Event('online'));
}
function goOffline() {
  online = false;
  window.dispatchEvent(new Event('offline'));
}

const aSet: TrainingChange = {
  kind: 'set',
  block_exercise_id: 7,
  set_index: 2,
  values: { reps: 8 },
};

describe('useTrainingChanges', () => {
  it('keeps what is logged offline, says so, and sends it when the connection returns', async () => {
    render(<SyncStatus />, { wrapper });
    const { result } = renderHook(() => useTrainingChanges(), { wrapper });
    act(() => goOffline());

    act(() => result.current.submit(aSet));
    act(() =>
      result.current.submit({ kind: 'comment', block_id: 3, body: 'Grip slipped', media_ids: [] }),
    );
    await waitFor(() => expect(result.current.pending).toHaveLength(2));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Offline: 2 changes will sync when you’re back online',
    );
    const queued = result.current.pending[1]!.change;
    expect(queued.kind === 'comment' && queued.client_key).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(server.received).toEqual([]);

    act(() => goOnline());
    await waitFor(() => expect(server.received).toEqual([aSet, queued]));
    await waitFor(() => expect(result.current.pending).toEqual([]));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('counts what waits while online, then refreshes the calendar once it is sent', async () => {
    const week = endpointKey(getCalendarDaysEndpoint, {
      query: { from: '2026-11-24', to: '2026-11-30' },
    });
    queryClient.setQueryData(week, { days: [] });
    server.refuse = new ApiError(503, null, 'Unavailable');
    render(<SyncStatus />, { wrapper });
    const { result } = renderHook(() => useTrainingChanges(), { wrapper });

    act(() => result.current.submit(aSet));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('1 change waiting to sync'),
    );
    expect(queryClient.getQueryState(week)?.isInvalidated).toBe(false);

    server.refuse = null;
    act(() => goOnline());
    await waitFor(() => expect(server.received).toEqual([aSet]));
    await waitFor(() => expect(result.current.pending).toEqual([]));
    expect(queryClient.getQueryState(week)?.isInvalidated).toBe(true);
  });

  it('tells the client when the server refuses a change for good, and forgets it', async () => {
    server.refuse = new ApiError(
      403,
      { errors: { base: ['Training of this program is paused.'] } },
      'Forbidden',
    );
    const { result } = renderHook(() => useTrainingChanges(), { wrapper });
    act(() => result.current.submit(aSet));
    await waitFor(() => expect(alerts).toHaveLength(1));
    expect(alerts[0]).toEqual({
      title: 'A change could not be saved',
      message: 'A set’s result was not saved: Training of this program is paused.',
    });
    await waitFor(() => expect(result.current.pending).toEqual([]));
    expect(server.received).toEqual([]);
  });
});
