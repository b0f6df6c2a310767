import {
  and,
  eq,
  exists,
  gt,
  inArray,
  isNotNull,
  lte,
  or,
  sql,
  type Column,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { ClientList } from '@forma/contract/purchase/purchase.schemas';
import type { Day } from '@forma/contract/programs/days';
import type { MembershipState } from '@forma/contract/programs/programs.rules';
import {
  isPast,
  ONGOING_STATES,
  PAST_STATES,
} from '@forma/contract/purchase/membership-states.rules';
import type { Db } from '../../db/database.ts';
import { planMemberships } from './purchase.tables.ts';

export {
  effectiveState,
  isOngoing,
  isPast,
  ONGOING_STATES,
  PAST_STATES,
  SUBSCRIBED_STATES,
} from '@forma/contract/purchase/membership-states.rules';

/** The program clients tabs of spec 2.4 as SQL on plan_memberships. */
export function clientListCondition(list: ClientList, today: Day): SQL {
  const m = planMemberships;
  switch (list) {
    case 'pending':
      return eq(m.state, 'init');
    case 'in_trial':
      return eq(m.state, 'trialing');
    case 'scheduled':
      return and(eq(m.state, 'scheduled'), gt(m.startDate, today))!;
    case 'past':
      return inArray(m.state, [...PAST_STATES]);
    case 'active':
      return or(
        inArray(m.state, ['active', 'past_due', 'resume', 'incomplete', 'canceledEOB']),
        and(eq(m.state, 'scheduled'), lte(m.startDate, today)),
      )!;
  }
}

/** Which tab a membership is in, for counts read in one grouped query. */
export function listOf(state: MembershipState, startDate: string | null, today: Day): ClientList {
  if (state === 'init') return 'pending';
  if (state === 'trialing') return 'in_trial';
  if (state === 'scheduled')
    return startDate !== null && startDate > today ? 'scheduled' : 'active';
  if (isPast(state)) return 'past';
  return 'active';
}

export const ongoingCondition = () => inArray(planMemberships.state, [...ONGOING_STATES]);

/** SQL for another area's query: the program in `planId` (an outer column) has ongoing clients. */
export const hasOngoingClients = (db: Db, planId: Column): SQL =>
  exists(
    db
      .select({ one: planMemberships.id })
      .from(planMemberships)
      .where(and(eq(planMemberships.planId, planId), ongoingCondition())),
  );

/** The columns of a client's membership another area's SQL may read (`overOngoingClients`). */
export type ClientColumns = {
  startDate: typeof planMemberships.startDate;
  userId: typeof planMemberships.userId;
  /** 1-2-1 programs: the last day of the client's own calendar holding training. */
  trainingScheduledTo: typeof planMemberships.trainingScheduledTo;
};

/**
 * SQL for another area's query: one value (an aggregate such as `min(...)`) over the clients
 * holding a place in the program in `planId` (an outer column or a value), those of them
 * matching `where` if given.
 */
export function overOngoingClients<T>(
  db: Db,
  planId: SQLWrapper | number,
  value: (m: ClientColumns) => SQL<T>,
  where?: (m: ClientColumns) => SQL | undefined,
): SQL<T> {
  const m = planMemberships;
  return sql<T>`(${db
    .select({ value: value(m) })
    .from(m)
    .where(and(eq(m.planId, planId), ongoingCondition(), isNotNull(m.userId), where?.(m)))})`;
}

export const countDistinctUsers = () =>
  sql<number>`count(distinct ${planMemberships.userId})`.mapWith(Number);
