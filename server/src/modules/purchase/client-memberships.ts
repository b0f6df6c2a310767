import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { ONGOING_STATES } from './membership-groups.ts';
import { planMemberships } from './purchase.tables.ts';

/**
 * A person's memberships that may still bring training to their calendar: every ongoing one and
 * past ones (a finished Fixed Length program keeps its content); visibility.rules.ts decides.
 */
export function calendarMembershipsOf(db: Db, userId: number) {
  const m = planMemberships;
  return db
    .select({ id: m.id, planId: m.planId, state: m.state, startDate: m.startDate })
    .from(m)
    .where(and(eq(m.userId, userId), inArray(m.state, [...ONGOING_STATES, 'past'])))
    .orderBy(asc(m.id));
}
