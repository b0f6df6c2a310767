import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSettingsEndpoint } from '@forma/contract/settings/settings.endpoints';
import type { CountryRef, SettingsResponse } from '@forma/contract/settings/settings.schemas';
import { call, endpointKey } from './call';

// spec 9: "Country list order: GB first, US second, then alphabetical".
const PINNED_COUNTRIES = ['GB', 'US'];

export function orderCountries(countries: readonly CountryRef[]): CountryRef[] {
  const rank = (code: string) => {
    const index = PINNED_COUNTRIES.indexOf(code);
    return index === -1 ? PINNED_COUNTRIES.length : index;
  };
  return [...countries].sort((a, b) => rank(a.code) - rank(b.code) || a.name.localeCompare(b.name));
}

export async function getSettings(signal?: AbortSignal): Promise<SettingsResponse> {
  const settings = await call(getSettingsEndpoint, {}, { signal });
  return { ...settings, countries: orderCountries(settings.countries) };
}

/** Reference data never changes during a session (spec 7: "kept once loaded"). */
export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: endpointKey(getSettingsEndpoint),
    queryFn: ({ signal }) => getSettings(signal),
    staleTime: Infinity,
    gcTime: Infinity,
  });

export function useSettings() {
  return useQuery(settingsQueryOptions());
}
