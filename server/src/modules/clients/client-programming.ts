import type { Day } from '@forma/contract/programs/days';
import { isCalendarPlan } from '@forma/contract/programs/programs.rules';
import {
  clientProgramming,
  isProgressive,
  type ClientProgramming,
} from '@forma/contract/training/programming.rules';
import type { Db } from '../../db/database.ts';
import { calendarFacts, type PlanRow } from '../programs/programs.api.ts';
import type { MembershipRow } from '../purchase/purchase.api.ts';
import { markedDays, programmedSpan } from '../training/training.api.ts';

export type ProgrammingReader = {
  /** Progressive programs: the first and last days holding training (0 is Week 1 Day 1). */
  span: { first: number | null; last: number | null } | null;
  of(row: MembershipRow): ClientProgramming;
};

/** Each client's programming on the program, read for a page of clients in two queries. */
export async function readClientProgramming(
  db: Db,
  plan: PlanRow,
  userIds: number[],
  today: Day,
): Promise<ProgrammingReader> {
  const ownCalendars = plan.planType === 'individual';
  const [marked, span] = await Promise.all([
    markedDays(db, [plan.id], ownCalendars ? userIds : undefined),
    isProgressive(plan.planType) ? programmedSpan(db, plan.id) : null,
  ]);
  return {
    span,
    of: (row) =>
      clientProgramming(
        calendarFacts(plan, {
          marked,
          clientId: ownCalendars ? row.userId : null,
          lastDate: ownCalendars ? row.trainingScheduledTo : plan.trainingScheduledTo,
          lastIndex: span?.last ?? null,
        }),
        // Calendar programs start clients on the day they join.
        row.startDate ?? (isCalendarPlan(plan.planType) ? today : null),
        today,
      ),
  };
}
