import { formatDayDmy, isDay } from '@forma/contract/programs/days';

/** What a table or list shows for a value that is not there. */
export const NO_VALUE = '—';

/** A day as DD/MM/YYYY; other texts (e.g. 'Week 4') as they are. */
export const showDay = (value: string | null) =>
  value === null ? NO_VALUE : isDay(value) ? formatDayDmy(value) : value;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A day as DD MMM, YYYY ('04 Jun, 2025'), the spec's shown date format (programs-and-commerce.md 9). */
export function showDayMonth(day: string): string {
  if (!isDay(day)) return day;
  const [year, month, date] = day.split('-');
  return `${date} ${MONTHS[Number(month) - 1]}, ${year}`;
}
