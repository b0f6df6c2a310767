import type { CalendarProgram, Completion } from '@forma/contract/tracking/calendar.schemas';
import { calendarTexts as t } from '../tracking.messages';
import { longDay } from './calendar-dates';

type Entry = { membership_id: number; completion: Completion };

/**
 * A day's button in the month or week: 'Monday 3 March 2025: Strength Block (done)'; the week
 * strip, which shows 'Mon' and '3', names it `shortDay` so its name holds what it shows.
 */
export const dayLabel = (
  day: string,
  entries: readonly Entry[],
  programs: readonly CalendarProgram[],
  name: (day: string) => string = longDay,
): string =>
  t.dayCell(
    name(day),
    entries.map((entry) => {
      const program = programs.find((each) => each.membership_id === entry.membership_id);
      return `${program?.title ?? ''} (${t.completion[entry.completion]})`;
    }),
  );
