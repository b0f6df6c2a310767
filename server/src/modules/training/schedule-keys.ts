import { addDays, daysBetween, type Day } from '@forma/contract/programs/days';
import type { PlanType } from '@forma/contract/programs/programs.rules';
import type { DayKey } from '@forma/contract/training/schedule.schemas';
import { invalid } from '../../platform/errors/app-error.ts';
import { trainingErrors } from './training.messages.ts';

/** Group Rolling Calendar and 1-2-1 run on dates; Session 1 Day 1 and Fixed Length in weeks. */
export const isDated = (type: PlanType) => type === 'one_many' || type === 'individual';

/** A day's stored key: a date, or the index of a progressive day (0 is Week 1 Day 1). */
export type StoredKey = { onDate: string; dayIndex: null } | { onDate: null; dayIndex: number };

export function storedKey(
  type: PlanType,
  key: DayKey,
  lengthWeeks: number | null,
  field: string,
): StoredKey {
  if (isDated(type)) {
    if (!('date' in key)) throw invalid(field, trainingErrors.datedCalendar);
    return { onDate: key.date, dayIndex: null };
  }
  if (!('week' in key)) throw invalid(field, trainingErrors.progressiveCalendar);
  if (type === 'fixed' && lengthWeeks !== null && key.week > lengthWeeks) {
    throw invalid(field, trainingErrors.beyondLength(lengthWeeks));
  }
  return { onDate: null, dayIndex: (key.week - 1) * 7 + (key.day - 1) };
}

export const weekOf = (dayIndex: number) => Math.floor(dayIndex / 7) + 1;
export const dayOfWeek = (dayIndex: number) => (dayIndex % 7) + 1;

/** A range of at most 400 days (a year and a bit: the builder's widest view). */
export function checkedDateRange(from: string, to: string) {
  const span = daysBetween(from, to);
  if (span < 0 || span > 400) throw invalid('from', trainingErrors.range);
  return { from, to };
}

/** The client's date of a day: its own date, or (weeks from Week 1) their start plus its index. */
export function clientDateOf(
  day: { onDate: Day | null; dayIndex: number | null },
  startDate: Day | null,
): Day | null {
  if (day.onDate !== null) return day.onDate;
  return startDate === null || day.dayIndex === null ? null : addDays(startDate, day.dayIndex);
}
