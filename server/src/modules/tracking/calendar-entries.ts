import type { Day } from '@forma/contract/programs/days';
import type {
  CalendarEntry,
  calendarEntrySummarySchema,
} from '@forma/contract/tracking/calendar.schemas';
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

/**
 * A day's entry in full as JSON text: its own fields written here, its blocks and feedback as
 * the statement wrote them (calendarEntrySchema's fields, in its order).
 */
export function detailEntryText(row: DetailRow): string {
  const head = JSON.stringify({
    membership_id: row.membershipId,
    plan_id: row.planId,
    day_id: row.dayId,
    week: row.dayIndex === null ? null : weekOf(row.dayIndex),
    day: row.dayIndex === null ? null : dayOfWeek(row.dayIndex),
    done: row.dayDone,
    completion: completionOfRow(row),
    moved: row.moved,
  } satisfies Omit<CalendarEntry, 'blocks' | 'feedback'>);
  return `${head.slice(0, -1)},"blocks":${row.blocks},"feedback":${row.feedback}}`;
}

/** The days of the week in full as JSON text: `[{date, entries}]`, entries as written. */
export function detailDaysText(rows: DetailRow[]): string {
  const days = byDate(rows, detailEntryText).map(
    (day) => `{"date":${JSON.stringify(day.date)},"entries":[${day.entries.join(',')}]}`,
  );
  return `[${days.join(',')}]`;
}
