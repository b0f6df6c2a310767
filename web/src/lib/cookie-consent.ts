import { createStore } from './create-store';

/** Consent categories; strictly necessary cookies need no consent. */
export type CookieConsent = { preferences: boolean; analytics: boolean };

const COOKIE = 'forma_cookie_consent';
const ONE_YEAR_S = 365 * 24 * 60 * 60;

function readConsent(): CookieConsent | null {
  const raw = document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${COOKIE}=`))
    ?.slice(COOKIE.length + 1);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(decodeURIComponent(raw)) as Partial<CookieConsent>;
    return { preferences: parsed.preferences === true, analytics: parsed.analytics === true };
  } catch {
    return null;
  }
}

export const consentStore = createStore<CookieConsent | null>(
  typeof document === 'undefined' ? null : readConsent(),
);

export function saveConsent(consent: CookieConsent) {
  document.cookie = `${COOKIE}=${encodeURIComponent(JSON.stringify(consent))}; max-age=${ONE_YEAR_S}; path=/; SameSite=Lax`;
  consentStore.set(consent);
}

/** Whether the cookie settings modal is open (footer link, or support chat without consent). */
export const cookieSettingsOpen = createStore(false);
export const openCookieSettings = () => cookieSettingsOpen.set(true);
