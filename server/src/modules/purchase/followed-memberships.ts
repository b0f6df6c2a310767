import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { MembershipState } from '@forma/contract/programs/programs.rules';
import type { Db } from '../../db/database.ts';
import { planMemberships } from './purchase.tables.ts';

/**
 * The states in which a membership has given the client a calendar: ongoing ones and a finished
 * program (past); invitations (init) and programs never started or ended otherwise have none.
 * Whether training still flows is the tracking rule's question (visibility.rules.ts).
 */
export const CALENDAR_STATES = [
  'active',
  'trialing',
  'scheduled',
  'past_due',
  'canceledEOB',
  'resume',
  'incomplete',
  'past',
] as const satisfies readonly MembershipState[];

/** The person's memberships whose programs are in their calendar, as SQL (userId: a value or SQL). */
export const followedCondition = (userId: number | SQL) =>
  and(
    eq(planMemberships.userId, userId),
    eq(planMemberships.isBlocked, false),
    inArray(planMemberships.state, [...CALENDAR_STATES]),
  );

/** The memberships whose programs are in a person's calendar (of one account's programs only). */
export async function followedMemberships(db: Db, userId: number, accountId?: number) {
  return db
    .select()
    .from(planMemberships)
    .where(
      and(
        followedCondition(userId),
        accountId === undefined ? undefined : eq(planMemberships.accountId, accountId),
      ),
    )
    .orderBy(asc(planMemberships.createdAt), asc(planMemberships.id));
}

/** The person's membership of a program if it is in their calendar, else null. */
export async function followedMembership(db: Db, planId: number, userId: number) {
  const [row] = await db
    .select()
    .from(planMemberships)
    .where(and(followedCondition(userId), eq(planMemberships.planId, planId)));
  return row ?? null;
}
