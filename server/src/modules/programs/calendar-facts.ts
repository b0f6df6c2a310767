import type { Day } from '@forma/contract/programs/days';
import type { CalendarFacts } from '@forma/contract/programs/programming.rules';
import type { PlanRow } from './programs.repository.ts';

/** A day marked 'Last Active Day of Subscription', on its program's calendar (client_id: 1-2-1). */
export type MarkedDay = {
  planId: number;
  clientId: number | null;
  onDate: Day | null;
  dayIndex: number | null;
};

/** The facts of one calendar of `plan` for `clientProgramming` (contract). */
export function calendarFacts(
  plan: PlanRow,
  input: {
    marked: MarkedDay[];
    /** The calendar's client (1-2-1), null for the program's one calendar. */
    clientId: number | null;
    lastDate: Day | null;
    lastIndex: number | null;
  },
): CalendarFacts {
  const own = input.marked.filter((m) => m.planId === plan.id && m.clientId === input.clientId);
  return {
    planType: plan.planType,
    lengthWeeks: plan.lengthWeeks,
    lastDate: input.lastDate,
    lastIndex: input.lastIndex,
    markedDates: own.flatMap((m) => (m.onDate ? [m.onDate] : [])),
    markedIndexes: own.flatMap((m) => (m.dayIndex !== null ? [m.dayIndex] : [])),
  };
}
