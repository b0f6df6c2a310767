import { daysBetween, type Day } from '@forma/contract/programs/days';
import type { CalendarProgram } from '@forma/contract/tracking/calendar.schemas';
import { trainingFlows, visibleTo } from '@forma/contract/tracking/visibility.rules';
import type { PlanRow } from '../programs/programs.api.ts';
import type { MembershipRow } from '../purchase/purchase.api.ts';
import { dayOfWeek, weekOf } from '../training/training.api.ts';

/** What the calendar reads of a program and of the membership that follows it. */
export type ProgramFacts = Pick<
  PlanRow,
  'id' | 'accountId' | 'title' | 'planType' | 'color' | 'visibilityDays'
>;
export type MembershipFacts = Pick<MembershipRow, 'id' | 'userId' | 'startDate' | 'state'>;

/** A program a client follows, with what they may see of it today. */
export type FollowedProgram<
  P extends ProgramFacts = ProgramFacts,
  M extends MembershipFacts = MembershipFacts,
> = {
  plan: P;
  membership: M;
  program: CalendarProgram;
};

const isProgressive = (plan: ProgramFacts) =>
  plan.planType === 'membership' || plan.planType === 'fixed';

/** A progressive program's day index of `date` for this client (null before their start). */
export function dayIndexOn(startDate: Day | null, date: Day): number | null {
  if (startDate === null) return null;
  const index = daysBetween(startDate, date);
  return index < 0 ? null : index;
}

export function followedProgram<P extends ProgramFacts, M extends MembershipFacts>(
  plan: P,
  membership: M,
  today: Day,
): FollowedProgram<P, M> {
  const index = isProgressive(plan) ? dayIndexOn(membership.startDate, today) : null;
  return {
    plan,
    membership,
    program: {
      membership_id: membership.id,
      plan_id: plan.id,
      title: plan.title,
      plan_type: plan.planType,
      color: plan.color,
      start_date: membership.startDate,
      visible_to: visibleTo(plan.planType, plan.visibilityDays, today),
      flowing: trainingFlows({
        planType: plan.planType,
        state: membership.state,
        startDate: membership.startDate,
        today,
      }),
      week: index === null ? null : weekOf(index),
      day: index === null ? null : dayOfWeek(index),
    },
  };
}
