import { createRequire } from 'node:module';
import { countries as countryTable } from 'countries-list';
import type { SettingsResponse } from '@forma/contract/settings/settings.schemas';
import { PAYOUT_COUNTRIES } from '../payouts/payouts.api.ts';

const require = createRequire(import.meta.url);

/** States are asked for where tax and payouts need them (docs/decisions/settings.md). */
const COUNTRIES_WITH_STATES = ['US', 'CA', 'AU'];

export const TAX_TYPES = [
  { code: 'vat', name: 'VAT' },
  { code: 'gst', name: 'GST' },
  { code: 'hst', name: 'HST' },
  { code: 'pst', name: 'PST' },
  { code: 'sales_tax', name: 'Sales tax' },
];

type StateRow = { name: string; isoCode: string; countryCode: string };

function buildReferenceData(): SettingsResponse {
  const entries = Object.entries(countryTable).map(([code, c]) => ({
    code,
    name: c.name,
    local_currencies: [...c.currency],
    country_phone_code: String(c.phone[0] ?? ''),
  }));
  // Spec 9: GB first, US second, then alphabetical.
  const first = ['GB', 'US'];
  const countries = [
    ...first.map((code) => entries.find((c) => c.code === code)!),
    ...entries.filter((c) => !first.includes(c.code)).sort((a, b) => a.name.localeCompare(b.name)),
  ];
  const allStates = require('country-state-city/lib/assets/state.json') as StateRow[];
  const states: SettingsResponse['states'] = {};
  for (const country of COUNTRIES_WITH_STATES) {
    states[country] = allStates
      .filter((s) => s.countryCode === country && /^[A-Z]{2,3}$/.test(s.isoCode))
      .map((s) => ({ code: s.isoCode, name: s.name }))
      .sort((a, b) => a.name.localeCompare(b.name));
  }
  const currencyCodes = new Set(countries.flatMap((c) => c.local_currencies));
  return {
    countries,
    states,
    currencies: [...currencyCodes].sort().map((code) => ({ code })),
    payout_countries: PAYOUT_COUNTRIES,
    tax_types: TAX_TYPES,
  };
}

let cached: SettingsResponse | null = null;
export function referenceData(): SettingsResponse {
  return (cached ??= buildReferenceData());
}
