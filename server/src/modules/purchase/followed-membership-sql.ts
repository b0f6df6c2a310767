import { and, eq, type Column, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { followedCondition } from './followed-memberships.ts';
import { planMemberships } from './purchase.tables.ts';

/** The membership's row, for another area's statement that joins it (joinFollowedMembership). */
export const followedMembershipColumns = { membership: planMemberships };

/** The membership's id column, for SQL on it in the same statement. */
export const followedMembershipId: Column = planMemberships.id;

/**
 * Joins the person's membership of the program in `planId` (an outer column), when the program is
 * in their calendar (followedMembership), to another area's query.
 */
export function joinFollowedMembership<Query extends PgSelect>(
  query: Query,
  planId: Column,
  userId: SQL,
): Query {
  return query.leftJoin(
    planMemberships,
    and(eq(planMemberships.planId, planId), followedCondition(userId)),
  ) as unknown as Query;
}
