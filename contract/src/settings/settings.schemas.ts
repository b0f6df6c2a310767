import { z } from 'zod';

export const countrySchemaRef = z.object({
  code: z.string(),
  name: z.string(),
  local_currencies: z.array(z.string()),
  country_phone_code: z.string(),
});
export type CountryRef = z.infer<typeof countrySchemaRef>;

export const settingsResponseSchema = z.object({
  countries: z.array(countrySchemaRef),
  states: z.record(z.string(), z.array(z.object({ code: z.string(), name: z.string() }))),
  currencies: z.array(z.object({ code: z.string() })),
  payout_countries: z.array(z.string()),
  tax_types: z.array(z.object({ code: z.string(), name: z.string() })),
});
export type SettingsResponse = z.infer<typeof settingsResponseSchema>;
