import { addDays, daysBetween, type Day } from './days.ts';
import type { PlanType } from './programs.rules.ts';

/**
 * What a program's schedule means for one client (spec 1, 4.2, 4.3; docs/decisions/training.md 'What
 * programming drives'). The server's programs list counts the same in SQL
 * (modules/training/programming-status.ts): keep the two alike.
 */

/** The facts of the calendar a client follows. */
export type CalendarFacts = {
  planType: PlanType;
  /** Fixed Length: the program's length in weeks. */
  lengthWeeks: number | null;
  /** Dated calendars: the last day holding training (the group's, or the 1-2-1 client's own). */
  lastDate: Day | null;
  /** Progressive calendars: the last day holding training (0 is Week 1 Day 1). */
  lastIndex: number | null;
  /** The days marked 'Last Active Day of Subscription': dates on dated calendars … */
  markedDates: readonly Day[];
  /** … day indexes on progressive ones. */
  markedIndexes: readonly number[];
};

export type ClientProgramming = {
  /** The day the client's programmed training reaches, on their own calendar. */
  trainingTo: Day | null;
  /** The client's last day: a Last Active Day of Subscription, or a fixed program's end. */
  lastDay: Day | null;
  /** Days of training ahead of the client; Infinity once it reaches their last day. */
  daysLeft: number;
};

export const isProgressive = (planType: PlanType) =>
  planType === 'membership' || planType === 'fixed';

/** A Fixed Length program's last day index (its length's last day). */
export const fixedEndIndex = (facts: Pick<CalendarFacts, 'planType' | 'lengthWeeks'>) =>
  facts.planType === 'fixed' && facts.lengthWeeks ? facts.lengthWeeks * 7 - 1 : null;

/**
 * How far a progressive program's training reaches. A fixed program whose last week holds
 * training is built to its end (its last days may be rest days).
 */
export function reachIndex(facts: CalendarFacts): number | null {
  const end = fixedEndIndex(facts);
  if (facts.lastIndex === null) return null;
  return end !== null && facts.lastIndex >= end - 6 ? end : facts.lastIndex;
}

/** The first marked index, or the fixed end if it comes first: where every client finishes. */
export function finishIndex(facts: CalendarFacts): number | null {
  const candidates = [...facts.markedIndexes.filter((i) => i >= 0), fixedEndIndex(facts)];
  const present = candidates.filter((i): i is number => i !== null);
  return present.length ? Math.min(...present) : null;
}

/**
 * A client's last day: on progressive calendars the first marked day (or a fixed program's end)
 * counted from their own start; on dated ones the first marked day from their start.
 */
export function clientLastDay(facts: CalendarFacts, startDate: Day): Day | null {
  if (isProgressive(facts.planType)) {
    const finish = finishIndex(facts);
    return finish === null ? null : addDays(startDate, finish);
  }
  return [...facts.markedDates].sort().find((day) => day >= startDate) ?? null;
}

/**
 * One client's programming from their start date: on progressive calendars every client is at
 * their own week and day; dated calendars are the same days for everyone (a 1-2-1 client's
 * calendar is their own).
 */
export function clientProgramming(
  facts: CalendarFacts,
  startDate: Day | null,
  today: Day,
): ClientProgramming {
  let trainingTo: Day | null;
  let lastDay: Day | null;
  if (isProgressive(facts.planType)) {
    const reach = reachIndex(facts);
    trainingTo = startDate !== null && reach !== null ? addDays(startDate, reach) : null;
    lastDay = startDate !== null ? clientLastDay(facts, startDate) : null;
  } else {
    trainingTo = facts.lastDate;
    lastDay = clientLastDay(facts, startDate ?? today);
  }
  // Training that reaches the client's last day, or a client past it, needs no more.
  if (lastDay !== null && ((trainingTo !== null && trainingTo >= lastDay) || lastDay < today)) {
    return { trainingTo, lastDay, daysLeft: Number.POSITIVE_INFINITY };
  }
  const daysLeft = trainingTo === null ? 0 : Math.max(0, daysBetween(today, trainingTo));
  return { trainingTo, lastDay, daysLeft };
}

/** The client has gone past their last day: they have finished the program. */
export const hasFinished = (programming: ClientProgramming, today: Day) =>
  programming.lastDay !== null && programming.lastDay < today;

/** 'Buffer in weeks' (plan_max_buffer): whole weeks of training ahead; shown up to 3 (spec 9). */
export const BUFFER_DISPLAY_MAX_WEEKS = 3;
export const bufferWeeks = (daysLeft: number) =>
  Number.isFinite(daysLeft) ? Math.floor(daysLeft / 7) : BUFFER_DISPLAY_MAX_WEEKS;
