import { DAY_YEARS } from '@forma/contract/common/dates';
import { addDays, isDay } from '@forma/contract/programs/days';

/** Calendar days as 'YYYY-MM-DD', read as UTC dates (the client's own days). */
const asDate = (day: string) => new Date(`${day}T00:00:00Z`);
const format = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'UTC' });
const long = format({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const monthYear = format({ month: 'long', year: 'numeric' });
const shortWeekday = format({ weekday: 'short' });
const dayMonthYear = format({ day: 'numeric', month: 'long', year: 'numeric' });

/** 'Monday 3 March 2025'. */
export const longDay = (day: string) => long.format(asDate(day)).replace(',', '');
/** 'Mon 3 March 2025': the week strip's day, whose name starts with what it shows ('Mon', '3'). */
export const shortDay = (day: string) => `${weekdayShort(day)} ${dayMonthYear.format(asDate(day))}`;
/** 'March 2025'. */
export const monthTitle = (day: string) => monthYear.format(asDate(day));
/** 'Mon'. */
export const weekdayShort = (day: string) => shortWeekday.format(asDate(day));
export const dayOfMonth = (day: string) => Number(day.slice(8, 10));
export const sameMonth = (a: string, b: string) => a.slice(0, 7) === b.slice(0, 7);

/** The Monday of a day's week (weeks start on Monday). */
export const mondayOf = (day: string) => addDays(day, -((asDate(day).getUTCDay() + 6) % 7));

/** The seven days of a day's week, Monday first. */
export const weekOf = (day: string) => {
  const monday = mondayOf(day);
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
};

/** The six weeks (42 days, the most GET user/calendar answers) showing a day's month. */
export const monthGrid = (day: string) => {
  const monday = mondayOf(`${day.slice(0, 7)}-01`);
  return Array.from({ length: 42 }, (_, i) => addDays(monday, i));
};

/** The same day of the month before or after (the last day when it has fewer days). */
export function shiftMonth(day: string, by: number): string {
  const first = firstOfMonth(`${day.slice(0, 7)}-01`, by);
  const last = addDays(firstOfMonth(first, 1), -1);
  const wanted = `${first.slice(0, 8)}${day.slice(8, 10)}`;
  return isDay(wanted) && wanted <= last ? wanted : last;
}

function firstOfMonth(first: string, by: number): string {
  const date = asDate(first);
  date.setUTCMonth(date.getUTCMonth() + by);
  return date.toISOString().slice(0, 10);
}

/** What the calendar's address opens (spec 2.1: year, month 1-based, day, schedule_id, section_id). */
export type CalendarTarget = { date: string; dayId: number | null; blockId: number | null };

const idOf = (text: string | null) =>
  text && /^[1-9][0-9]{0,9}$/.test(text) && Number(text) <= 2_147_483_647 ? Number(text) : null;

/** The date the query names (today when it names none or an impossible one), and the ids. */
export function targetOf(search: URLSearchParams, today: string): CalendarTarget {
  const year = search.get('year');
  const month = search.get('month') ?? (year ? '1' : null);
  const day = search.get('day') ?? (month ? '1' : null);
  let date = today;
  if (year && month && day) {
    const named = `${year.padStart(4, '0')}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
    const number = Number(named.slice(0, 4));
    const inYears = number >= DAY_YEARS.min && number <= DAY_YEARS.max;
    if (/^\d{4}-\d{2}-\d{2}$/.test(named) && isDay(named) && inYears) date = named;
  }
  return { date, dayId: idOf(search.get('schedule_id')), blockId: idOf(search.get('section_id')) };
}

/** The query that opens a date. */
export const queryOf = (date: string) => ({
  year: String(Number(date.slice(0, 4))),
  month: String(Number(date.slice(5, 7))),
  day: String(Number(date.slice(8, 10))),
});
