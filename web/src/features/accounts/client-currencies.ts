import type { SettingsResponse } from '@forma/contract/settings/settings.schemas';

/** spec 5: a client's currency choices are USD, EUR and their country's local currencies. */
export function clientCurrencies(
  settings: SettingsResponse | undefined,
  country: string | null,
): string[] {
  const local = settings?.countries.find((item) => item.code === country)?.local_currencies ?? [];
  return [...new Set(['USD', 'EUR', ...local])];
}
