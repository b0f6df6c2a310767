import { daysBetween, type Day } from '@forma/contract/programs/days';
import type { CalendarProgram } from '@forma/contract/tracking/calendar.schemas';
import { trainingFlows, visibleTo } from '@forma/contract/tracking/visibility.rules';
import type { PlanRow } from '../programs/programs.api.ts';
import type { MembershipRow } from '../purchase/purchase.api.ts';
import { dayOfWeek, weekOf } from '../training/training.api.ts';

/** A program a client follows, with what they may see of it today. */
export type FollowedProgram = {
  plan: PlanRow;
  membership: MembershipRow;
  program: CalendarProgram;
};

const isProgressive = (plan: PlanRow) =>
  plan.planType === 'membership' || plan.planType === 'fixed';

/** A progressive program's day index of `date` for this client (null before their start). */
export function dayIndexOn(startDate: Day | null, date: Day): number | null {
  if (startDate === null) return null;
  const index = daysBetween(startDate, date);
  return index < 0 ? null : index;
}

export function followedProgram(
  plan: PlanRow,
  membership: MembershipRow,
  today: Day,
): FollowedProgram {
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
