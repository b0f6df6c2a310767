/**
 * Calendar days as 'YYYY-MM-DD' strings (CONVENTIONS: calendar days are strings; a day is the client's
 * own day, in the time zone sent as Client-Timezone). Below every area: platform/ and accounts use them.
 */
export type Day = string;

const DAY_MS = 24 * 60 * 60 * 1000;

const toUtc = (day: Day): number => Date.parse(`${day}T00:00:00Z`);

export function addDays(day: Day, days: number): Day {
  return new Date(toUtc(day) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: Day, to: Day): number {
  return Math.round((toUtc(to) - toUtc(from)) / DAY_MS);
}

const dayFormatters = new Map<string, Intl.DateTimeFormat>();
/** Distinct spellings kept (IANA has about 600 zones; case variants could be endless). */
const MAX_FORMATTERS = 2000;

/**
 * The one formatter of days in `timeZone` ('YYYY-MM-DD'), built once per zone and shared by every
 * reader of a zone (constructing one costs more than the rest of a users/me call); null when the
 * zone is not an IANA name. Its `resolvedOptions().timeZone` is the zone's canonical name.
 */
export function dayFormatter(timeZone: string): Intl.DateTimeFormat | null {
  const known = dayFormatters.get(timeZone);
  if (known) return known;
  let formatter: Intl.DateTimeFormat;
  try {
    // en-CA writes dates as YYYY-MM-DD.
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
  } catch {
    return null;
  }
  if (dayFormatters.size < MAX_FORMATTERS) dayFormatters.set(timeZone, formatter);
  return formatter;
}

/** The calendar day of `instant` in `timeZone` (an IANA name); UTC when the zone is unknown. */
export function dayIn(instant: Date, timeZone?: string | null): Day {
  const formatter = timeZone ? dayFormatter(timeZone) : null;
  return formatter ? formatter.format(instant) : instant.toISOString().slice(0, 10);
}
