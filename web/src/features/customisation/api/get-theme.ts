import { queryOptions, useQuery } from '@tanstack/react-query';
import { getThemeEndpoint } from '@forma/contract/customisation/themes.endpoints';
import type { ThemeResponse } from '@forma/contract/customisation/themes.schemas';
import { call, endpointKey } from '../../../lib/call';

/** GET themes: the account's (or subdomain's) theme; an empty answer means every field is null. */
export async function getTheme(signal?: AbortSignal): Promise<ThemeResponse | null> {
  const theme: ThemeResponse | null = await call(getThemeEndpoint, {}, { silent: true, signal });
  return theme && typeof theme === 'object' && Object.keys(theme).length > 0 ? theme : null;
}

export const themeQueryOptions = () =>
  queryOptions({
    queryKey: endpointKey(getThemeEndpoint),
    queryFn: ({ signal }) => getTheme(signal),
    staleTime: Infinity,
    retry: 1,
  });

export function useAccountTheme(options: { enabled?: boolean } = {}) {
  return useQuery({ ...themeQueryOptions(), enabled: options.enabled ?? true });
}
