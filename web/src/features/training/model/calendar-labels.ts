import { addDays } from '@forma/contract/programs/days';
import type { DayKey } from '@forma/contract/training/schedule.schemas';
import { builderTexts as t } from '../schedule.messages';
import { MAX_WEEKS, mondayOfIndex, type CalendarShape } from './calendar-shape';

const format = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'UTC' });
const weekday = format({ weekday: 'short' });
const dayMonth = format({ day: 'numeric', month: 'short' });
const longWeekday = format({ weekday: 'long' });
const longDate = format({ day: 'numeric', month: 'long', year: 'numeric' });
const dayMonthYear = format({ day: 'numeric', month: 'short', year: 'numeric' });
const asDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** A day column's heading: 'Mon' over '3 Mar', or 'Day 1'. */
export function dayHeading(key: DayKey): { top: string; bottom: string | null } {
  if ('date' in key) {
    const date = asDate(key.date);
    return { top: weekday.format(date), bottom: dayMonth.format(date) };
  }
  return { top: t.dayOfWeek(key.day), bottom: null };
}

/** A day named in full, for labels: 'Monday 3 March 2025' or 'Week 3, Day 1'. */
export const dayName = (key: DayKey): string =>
  'date' in key
    ? `${longWeekday.format(asDate(key.date))} ${longDate.format(asDate(key.date))}`
    : `${t.week(key.week)}, ${t.dayOfWeek(key.day)}`;

/** The week in the navigation: '3 Mar – 9 Mar 2025', or 'Week 3 of 12'. */
export function weekName(shape: CalendarShape, index: number): string {
  if (shape.kind === 'progressive')
    return t.weekOf(index, shape.weeks < MAX_WEEKS ? shape.weeks : null);
  const monday = mondayOfIndex(index);
  return `${dayMonth.format(asDate(monday))} – ${dayMonthYear.format(asDate(addDays(monday, 6)))}`;
}
