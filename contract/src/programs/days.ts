/**
 * Calendar days as 'YYYY-MM-DD' strings (CONVENTIONS: calendar days are strings; DECISIONS.md:
 * a day is the client's own day, in the time zone sent as Client-Timezone).
 */
export type Day = string;

export { DAY_PATTERN, isDay } from '../common/dates.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

const toUtc = (day: Day): number => Date.parse(`${day}T00:00:00Z`);

export function addDays(day: Day, days: number): Day {
  return new Date(toUtc(day) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: Day, to: Day): number {
  return Math.round((toUtc(to) - toUtc(from)) / DAY_MS);
}

/** The calendar day of `instant` in `timeZone` (an IANA name); UTC when the zone is unknown. */
export function dayIn(instant: Date, timeZone?: string | null): Day {
  if (timeZone) {
    try {
      // en-CA writes dates as YYYY-MM-DD.
      return new Intl.DateTimeFormat('en-CA', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      }).format(instant);
    } catch {
      // An unknown zone falls through to UTC.
    }
  }
  return instant.toISOString().slice(0, 10);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'DD MMM, YYYY' ('04 Jun, 2025'), the spec's shown date format (programs-and-commerce.md 9). */
export function formatDayMonth(day: Day): string {
  const [y, m, d] = day.split('-');
  return `${d} ${MONTHS[Number(m) - 1]}, ${y}`;
}

/** 'DD/MM/YYYY', the display format of the reschedule picker (spec 2.8). */
export function formatDayDmy(day: Day): string {
  const [y, m, d] = day.split('-');
  return `${d}/${m}/${y}`;
}
