import { addDays, type Day } from '../programs/days.ts';
import type { MembershipState, PlanType } from '../programs/programs.rules.ts';

/** Session 1 Day 1 clients see a fixed week ahead (spec 1). */
export const MEMBERSHIP_DAYS_AHEAD = 7;

/**
 * The states in which training flows to the client's calendar. A missed payment (past_due), a
 * first charge not made (incomplete), a restart not yet applied (resume), and every past state
 * stop it; a finished Fixed Length program keeps its content (spec 1: a download).
 */
const FLOWING_STATES: readonly MembershipState[] = ['active', 'trialing', 'canceledEOB'];

export function trainingFlows(input: {
  planType: PlanType;
  state: MembershipState;
  startDate: Day | null;
  today: Day;
}): boolean {
  const { planType, state, startDate, today } = input;
  if (planType === 'fixed' && state === 'past') return true;
  if (state === 'scheduled') return startDate !== null && startDate <= today;
  return FLOWING_STATES.includes(state);
}

/**
 * The last date a client may see (spec 1, 'How far ahead clients see'): Group Rolling Calendar
 * and 1-2-1 the coach's N days from today, or unlimited (null); Session 1 Day 1 a week from today;
 * Fixed Length everything at once (null). Days before today are always visible.
 */
export function visibleTo(
  planType: PlanType,
  visibilityDays: number | null,
  today: Day,
): Day | null {
  if (planType === 'fixed') return null;
  if (planType === 'membership') return addDays(today, MEMBERSHIP_DAYS_AHEAD - 1);
  return visibilityDays === null ? null : addDays(today, visibilityDays - 1);
}

/** Whether the client may open the day on `date` (null for a progressive day before their start). */
export function isDateVisible(date: Day | null, lastVisible: Day | null): boolean {
  if (date === null) return false;
  return lastVisible === null || date <= lastVisible;
}
