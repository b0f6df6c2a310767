import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../storage-keys';
import { businessCoach } from '../../test/fixtures';
import { mockFetch } from '../../test/mock-fetch';
import { getMe } from './me';

afterEach(() => vi.unstubAllGlobals());

describe('start-up user fetch (platform.md 7)', () => {
  it('has no user without a stored token, and does not call the server', async () => {
    const { calls } = mockFetch({});
    expect(await getMe()).toBeNull();
    expect(calls).toEqual([]);
  });

  it('fetches the user with the stored token', async () => {
    localStorage.setItem(storageKeys.accessToken, 'tok');
    localStorage.setItem(storageKeys.tokenType, 'Bearer');
    const { fetchMock } = mockFetch({ 'GET users/me': () => ({ body: businessCoach() }) });
    expect((await getMe())?.current.id).toBe(2);
    const init = fetchMock.mock.calls[0]![1] as RequestInit;
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok');
  });

  it('clears the token on a failure with a status', async () => {
    localStorage.setItem(storageKeys.accessToken, 'tok');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 401 })),
    );
    expect(await getMe()).toBeNull();
    expect(localStorage.getItem(storageKeys.accessToken)).toBeNull();
  });

  it('keeps the token when there is no response', async () => {
    localStorage.setItem(storageKeys.accessToken, 'tok');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(getMe()).rejects.toThrow('Failed to fetch');
    expect(localStorage.getItem(storageKeys.accessToken)).toBe('tok');
  });
});
