import { addDays, daysBetween } from '@forma/contract/programs/days';
import type { PlanType } from '@forma/contract/programs/programs.rules';
import type { DayKey } from '@forma/contract/training/schedule.schemas';

/**
 * How a program's calendar is laid out (spec 1): Group Rolling Calendar and 1-2-1 on real dates,
 * Session 1 Day 1 as Week 1, 2, ... and Fixed Length as its set number of weeks. Weeks are
 * numbered by one index either way: the week number of a progressive calendar, the number of
 * Monday-to-Sunday weeks since an epoch Monday on a dated one, so moving a week is index ± 1.
 */
export type CalendarShape =
  | { kind: 'dated' }
  | {
      kind: 'progressive';
      /** The last week: Fixed Length's weeks, else the schema's 520. */ weeks: number;
    };

export const MAX_WEEKS = 520;
/** A Monday (1970-01-05): dated week indexes count from it. */
const EPOCH_MONDAY = '1970-01-05';

export function shapeOf(planType: PlanType, weeks: number | null): CalendarShape {
  if (planType === 'one_many' || planType === 'individual') return { kind: 'dated' };
  return { kind: 'progressive', weeks: planType === 'fixed' && weeks ? weeks : MAX_WEEKS };
}

/** A day's identity in the builder's store: its date, or `w3d2` for week 3 day 2. */
export const dayId = (key: DayKey): string =>
  'date' in key ? key.date : `w${key.week}d${key.day}`;

export function keyOfId(id: string): DayKey {
  const progressive = /^w(\d+)d(\d)$/.exec(id);
  return progressive ? { week: Number(progressive[1]), day: Number(progressive[2]) } : { date: id };
}

export const mondayOfIndex = (index: number) => addDays(EPOCH_MONDAY, index * 7);

/** The week shown first: the one holding today (dated), else week 1. */
export const initialWeek = (shape: CalendarShape, today: string): number =>
  shape.kind === 'dated' ? Math.floor(daysBetween(EPOCH_MONDAY, today) / 7) : 1;

export function weekBounds(shape: CalendarShape): { min: number; max: number } {
  return shape.kind === 'dated'
    ? { min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }
    : { min: 1, max: shape.weeks };
}

/** The seven days of a week, Monday (day 1) first. */
export function weekDays(shape: CalendarShape, index: number): DayKey[] {
  return Array.from({ length: 7 }, (_, i) =>
    shape.kind === 'dated'
      ? { date: addDays(mondayOfIndex(index), i) }
      : { week: index, day: i + 1 },
  );
}

export function weekOfDay(key: DayKey): number {
  return 'date' in key ? Math.floor(daysBetween(EPOCH_MONDAY, key.date) / 7) : key.week;
}

/** The day `offset` days after `key` (negative before), or null past a progressive calendar's ends. */
export function shiftDay(shape: CalendarShape, key: DayKey, offset: number): DayKey | null {
  if ('date' in key) return { date: addDays(key.date, offset) };
  const n = (key.week - 1) * 7 + (key.day - 1) + offset;
  const week = Math.floor(n / 7) + 1;
  const limit = shape.kind === 'progressive' ? shape.weeks : MAX_WEEKS;
  if (n < 0 || week > limit) return null;
  return { week, day: (n % 7) + 1 };
}

/** Days from `from` to `to` on the same calendar. */
export function dayDistance(from: DayKey, to: DayKey): number {
  if ('date' in from && 'date' in to) return daysBetween(from.date, to.date);
  if ('week' in from && 'week' in to) return (to.week - from.week) * 7 + (to.day - from.day);
  throw new Error('Days of different calendars');
}

/** The GET query of one week. */
export function weekQuery(shape: CalendarShape, index: number) {
  if (shape.kind === 'progressive') return { from_week: index, to_week: index };
  const from = mondayOfIndex(index);
  return { from, to: addDays(from, 6) };
}

/** The weeks kept loaded around the visible one (the one before and after), within bounds. */
export function weekWindow(shape: CalendarShape, index: number): number[] {
  const { min, max } = weekBounds(shape);
  return [index, index + 1, index - 1].filter((week) => week >= min && week <= max);
}
