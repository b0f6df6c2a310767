import type { Day } from '@forma/contract/programs/days';
import type {
  CalendarEntry,
  calendarEntrySummarySchema,
} from '@forma/contract/tracking/calendar.schemas';
import { caloriesOf } from '@forma/contract/training/macros.rules';
import type { z } from 'zod';
import { dayOfWeek, weekOf } from '../training/training.api.ts';
import { completionOfRow, type DetailRow, type SummaryRow } from './calendar-queries.ts';

/** How the calendar presents the days its statements read: a month's summary, or in full. */

/** Entries of consecutive rows on the same date, one day of the answer each. */
export function byDate<R extends { date: Day }, T>(rows: R[], entryOf: (row: R) => T) {
  const days: { date: Day; entries: T[] }[] = [];
  for (const row of rows) {
    const last = days.at(-1);
    if (last?.date === row.date) last.entries.push(entryOf(row));
    else days.push({ date: row.date, entries: [entryOf(row)] });
  }
  return days;
}

export function summaryEntry(row: SummaryRow): z.infer<typeof calendarEntrySummarySchema> {
  return {
    membership_id: row.membershipId,
    day_id: row.dayId,
    titles: row.titles,
    block_count: row.blockCount,
    completion: completionOfRow(row),
    comment_count: row.commentCount,
    has_feedback: row.hasFeedback,
  };
}

export function detailEntry(row: DetailRow): CalendarEntry {
  return {
    membership_id: row.membershipId,
    plan_id: row.planId,
    day_id: row.dayId,
    week: row.dayIndex === null ? null : weekOf(row.dayIndex),
    day: row.dayIndex === null ? null : dayOfWeek(row.dayIndex),
    done: row.dayDone,
    completion: completionOfRow(row),
    moved: row.moved,
    blocks: row.blocks.map((block) => {
      const log = block.macros_log;
      return {
        ...block,
        macros_log: log && {
          block_id: log.block_id,
          protein: log.protein,
          carbs: log.carbs,
          fat: log.fat,
          calories: caloriesOf(log),
          logged_at: log.logged_at,
        },
      };
    }) as CalendarEntry['blocks'],
    feedback: row.feedback as CalendarEntry['feedback'],
  };
}
