import { queryOptions, useQuery } from '@tanstack/react-query';
import { getMeEndpoint } from '@forma/contract/accounts/users.endpoints';
import type { MeResponse } from '@forma/contract/accounts/users.schemas';
import { ApiError } from '../api-client';
import { call, endpointKey } from '../call';
import { storageKeys } from '../storage-keys';

export const meQueryKey = endpointKey(getMeEndpoint);

/**
 * GET users/me, following the start-up rule of platform.md 7: without a stored token there is
 * no user; a failure with a status (the token is expired or revoked) clears the token and
 * leaves the visitor signed out. A network failure is thrown so the token survives it.
 */
export async function getMe(signal?: AbortSignal): Promise<MeResponse | null> {
  if (!localStorage.getItem(storageKeys.accessToken)) return null;
  try {
    return await call(getMeEndpoint, {}, { silent: true, signal });
  } catch (error) {
    if (error instanceof ApiError && error.status !== 0) {
      localStorage.removeItem(storageKeys.accessToken);
      localStorage.removeItem(storageKeys.tokenType);
      return null;
    }
    throw error;
  }
}

export const meQueryOptions = () =>
  queryOptions({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => getMe(signal),
    staleTime: 60_000,
    // platform.md 4: returning to a hidden tab fetches the current user again.
    refetchOnWindowFocus: true,
  });

/** The signed-in user (`private` person and `current` account), or null when signed out. */
export function useMe(): MeResponse | null {
  const { data } = useQuery(meQueryOptions());
  return data ?? null;
}
