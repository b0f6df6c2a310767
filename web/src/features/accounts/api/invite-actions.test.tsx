import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccountListItem } from '@forma/contract/accounts/accounts.schemas';
import { createQueryClient } from '../../../lib/query-client';
import { accountItem } from '../../../test/fixtures';
import { acceptInvite, useAcceptInvite } from './accept-invite';
import { accountsQueryKey } from './get-accounts';
import { useRejectInvite } from './reject-invite';

afterEach(() => vi.unstubAllGlobals());

function setup(status: number) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(status === 200 ? '' : '{}', { status })),
  );
  const queryClient = createQueryClient();
  queryClient.setQueryData<AccountListItem[]>(accountsQueryKey, [
    accountItem({ id: 7, invite_status: 'pending' }),
  ]);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const list = () => queryClient.getQueryData<AccountListItem[]>(accountsQueryKey);
  return { wrapper, list };
}

describe('invitations in my accounts (platform.md 2.12, 4)', () => {
  it('accept calls PUT invites/{id}/accept', async () => {
    const fetch = vi.fn(async () => new Response('', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    await acceptInvite(7);
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toMatch(/\/api\/invites\/7\/accept$/);
  });

  it('accept sets accepted at once and returns to pending on failure', async () => {
    const { wrapper, list } = setup(422);
    const { result } = renderHook(() => useAcceptInvite(), { wrapper });
    act(() => result.current.mutate(7));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(list()?.[0]?.invite_status).toBe('pending');
  });

  it('decline removes the account at once and brings it back as pending on failure', async () => {
    const { wrapper, list } = setup(500);
    const { result } = renderHook(() => useRejectInvite(), { wrapper });
    act(() => result.current.mutate(7));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(list()).toHaveLength(1);
    expect(list()?.[0]?.invite_status).toBe('pending');
  });

  it('decline keeps the account removed on success', async () => {
    const { wrapper, list } = setup(200);
    const { result } = renderHook(() => useRejectInvite(), { wrapper });
    act(() => result.current.mutate(7));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(list()).toEqual([]);
  });
});
