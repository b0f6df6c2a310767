import type { CoachPlan } from '@forma/contract/programs/programs.schemas';
import { trackingMessages } from '@forma/contract/tracking/tracking.messages';

/**
 * The last week a client can be put at: a Fixed Length program's weeks. The clients list does not
 * know how far a Session 1 Day 1 schedule holds training, so it allows a year and the server,
 * which does, refuses a week past it.
 */
export const UNKNOWN_WEEKS = 52;
export const maxRescheduleWeek = (plan: Pick<CoachPlan, 'plan_type' | 'length_weeks'>) =>
  (plan.plan_type === 'fixed' ? plan.length_weeks : null) ?? UNKNOWN_WEEKS;

export const DAYS_IN_WEEK = 7;

/** The message of a week or day out of its range (spec 5), or null when it is in it. */
export function outOfRange(value: number | string, max: number): string | null {
  const n = typeof value === 'number' ? value : Number.NaN;
  return Number.isInteger(n) && n >= 1 && n <= max ? null : trackingMessages.between(1, max);
}

/** Where the client is now, from 'Week 2, Day 4' (Currently at), to start the form from. */
export function currentWeekDay(currentlyAt: string | null): { week: number; day: number } | null {
  const found = /Week (\d+), Day (\d)/.exec(currentlyAt ?? '');
  return found ? { week: Number(found[1]), day: Number(found[2]) } : null;
}
