import { afterEach, describe, expect, it, vi } from 'vitest';
import { logoutClearedKeys, storageKeys } from '../storage-keys';
import { mockFetch } from '../../test/mock-fetch';
import { signOut } from './sign-out';

afterEach(() => vi.unstubAllGlobals());

describe('log-out (platform.md 7)', () => {
  it('calls DELETE users/sign_out, clears exactly the listed keys and reloads at /', async () => {
    const { calls } = mockFetch({ 'DELETE users/sign_out': () => ({ status: 204 }) });
    for (const key of Object.values(storageKeys)) localStorage.setItem(key, 'x');
    const reload = vi.fn();
    await signOut(reload);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['DELETE users/sign_out']);
    for (const key of Object.values(storageKeys)) {
      expect(localStorage.getItem(key), key).toBe(
        (logoutClearedKeys as readonly string[]).includes(key) ? null : 'x',
      );
    }
    expect(reload).toHaveBeenCalledWith('/');
  });

  it('logs out locally even when the call fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 401 })),
    );
    localStorage.setItem(storageKeys.accessToken, 'expired');
    const reload = vi.fn();
    await signOut(reload);
    expect(localStorage.getItem(storageKeys.accessToken)).toBeNull();
    expect(reload).toHaveBeenCalledWith('/');
  });
});
