import type { Day } from '../programs/days.ts';
import type { MembershipState } from '../programs/programs.rules.ts';

/** States in which a client holds a place in the program (counted as a client). */
export const ONGOING_STATES = [
  'active',
  'trialing',
  'scheduled',
  'past_due',
  'resume',
  'incomplete',
  'canceledEOB',
] as const satisfies readonly MembershipState[];

export const PAST_STATES = [
  'canceled',
  'past',
  'unpaid',
  'incomplete_expired',
] as const satisfies readonly MembershipState[];

/** States of a paid subscription that count as a subscribed client (platform plan bands). */
export const SUBSCRIBED_STATES = [
  'active',
  'trialing',
  'past_due',
  'canceledEOB',
] as const satisfies readonly MembershipState[];

export const isOngoing = (state: MembershipState) =>
  (ONGOING_STATES as readonly string[]).includes(state);
export const isPast = (state: MembershipState) =>
  (PAST_STATES as readonly string[]).includes(state);

/**
 * A scheduled membership whose start date has come is active: jobs are not needed to move it,
 * every read looks at the caller's today.
 */
export function effectiveState(
  row: { state: MembershipState; startDate: string | null },
  today: Day,
): MembershipState {
  if (row.state === 'scheduled' && row.startDate !== null && row.startDate <= today) {
    return 'active';
  }
  return row.state;
}
