import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ThemeResponse } from '@forma/contract/themes/themes.schemas';
import { api } from '../../../lib/api-client';

export const themeQueryKey = ['themes'] as const;

/** GET themes: the account's (or subdomain's) theme; an empty answer means every field is null. */
export async function getTheme(): Promise<ThemeResponse | null> {
  const theme = await api<ThemeResponse | null>('themes', { silent: true });
  return theme && typeof theme === 'object' && Object.keys(theme).length > 0 ? theme : null;
}

export const themeQueryOptions = () =>
  queryOptions({ queryKey: themeQueryKey, queryFn: getTheme, staleTime: Infinity, retry: 1 });

export function useAccountTheme(options: { enabled?: boolean } = {}) {
  return useQuery({ ...themeQueryOptions(), enabled: options.enabled ?? true });
}
