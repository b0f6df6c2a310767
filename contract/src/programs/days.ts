import type { Day } from '../common/days.ts';

/** The calendar-day helpers live in contract/src/common/days.ts (platform/ and accounts use them). */
export { addDays, dayFormatter, dayIn, daysBetween, type Day } from '../common/days.ts';
export { DAY_PATTERN, isDay } from '../common/dates.ts';

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
