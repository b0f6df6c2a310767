import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../../../lib/storage-keys';
import { mockFetch } from '../../../test/mock-fetch';
import { switchAccount } from './switch-account';

afterEach(() => vi.unstubAllGlobals());

describe('switching account (platform.md 2.12, 7)', () => {
  it('PUTs accounts/switch with the id, clears the saved program filters and reloads at the target', async () => {
    const { calls } = mockFetch({ 'PUT accounts/switch': () => ({ body: { current_id: 5 } }) });
    localStorage.setItem(storageKeys.programFilters, '{"status":"active"}');
    localStorage.setItem(storageKeys.accessToken, 'tok');
    const reload = vi.fn();
    await switchAccount({ id: 5, target: '/coach/programs' }, reload);
    expect(calls).toEqual([{ method: 'PUT', path: 'accounts/switch', body: { id: 5 } }]);
    expect(localStorage.getItem(storageKeys.programFilters)).toBeNull();
    expect(localStorage.getItem(storageKeys.accessToken)).toBe('tok');
    expect(reload).toHaveBeenCalledWith('/coach/programs');
  });

  it('stays put when the switch fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 403 })),
    );
    localStorage.setItem(storageKeys.programFilters, 'x');
    const reload = vi.fn();
    await expect(switchAccount({ id: 5, target: '/coach/programs' }, reload)).rejects.toThrow();
    expect(reload).not.toHaveBeenCalled();
    expect(localStorage.getItem(storageKeys.programFilters)).toBe('x');
  });
});
