import type { ReactNode } from 'react';
import { Select, SimpleGrid } from '@mantine/core';
import type { SettingsResponse } from '@forma/contract/settings/settings.schemas';
import { formFieldTexts as t } from '../../lib/messages';

type Props = {
  /** GET settings data; countries already in display order. */
  settings: SettingsResponse | undefined;
  country: string | null;
  state: string | null;
  onCountryChange: (country: string | null) => void;
  onStateChange: (state: string | null) => void;
  onCountryBlur?: () => void;
  countryError?: ReactNode;
  stateError?: ReactNode;
  /** Coaches may pick only payout-supported countries (spec 5). */
  payoutOnly?: boolean;
  disabled?: boolean;
  required?: boolean;
};

export function statesOf(settings: SettingsResponse | undefined, country: string | null) {
  return (country && settings?.states[country]) || [];
}

/** Country select, plus a State select when the chosen country has states. */
export function CountryStateFields({
  settings,
  country,
  state,
  onCountryChange,
  onStateChange,
  onCountryBlur,
  countryError,
  stateError,
  payoutOnly = false,
  disabled,
  required = true,
}: Props) {
  const payout = new Set(settings?.payout_countries ?? []);
  const countries = (settings?.countries ?? [])
    .filter((item) => !payoutOnly || payout.has(item.code))
    .map((item) => ({ value: item.code, label: item.name }));
  const states = statesOf(settings, country).map((item) => ({
    value: item.code,
    label: item.name,
  }));

  return (
    <SimpleGrid cols={{ base: 1, xs: states.length > 0 ? 2 : 1 }} spacing="md">
      <Select
        label={t.country}
        placeholder={settings ? t.selectCountry : t.loadingCountries}
        data={countries}
        value={country}
        onChange={(value) => {
          onCountryChange(value);
          if (value !== country) onStateChange(null);
        }}
        onBlur={onCountryBlur}
        error={countryError}
        searchable
        nothingFoundMessage={t.noCountry}
        disabled={disabled || !settings}
        withAsterisk={required}
        autoComplete="off"
        comboboxProps={{ withinPortal: true }}
      />
      {states.length > 0 && (
        <Select
          label={t.state}
          placeholder={t.selectState}
          data={states}
          value={state}
          onChange={onStateChange}
          error={stateError}
          searchable
          nothingFoundMessage={t.noState}
          disabled={disabled}
          autoComplete="off"
        />
      )}
    </SimpleGrid>
  );
}
