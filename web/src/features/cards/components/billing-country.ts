import { useMe } from '../../../lib/session/me';

/** The browser's own country, as Stripe's form starts with it. */
function browserCountry(): string | null {
  try {
    return new Intl.Locale(navigator.language).maximize().region ?? null;
  } catch {
    return null;
  }
}

/**
 * The country a new card's billing address starts with: the signed-in person's own (their
 * profile's), else the browser's.
 */
export function useBillingCountry(): string | null {
  return useMe()?.private.country ?? browserCountry();
}
