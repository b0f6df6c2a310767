import { and, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import { ONGOING_STATES, PAST_STATES } from '@forma/contract/purchase/membership-states.rules';
import type { Db } from '../../db/database.ts';
import { planMemberships } from './purchase.tables.ts';

/**
 * The people following a program's training: clients who hold or held a place in it (ongoing
 * or past states), never an invite that was not taken up.
 */
const HOLDING_STATES = [...ONGOING_STATES, ...PAST_STATES];

/** The person's membership of the program once they took it up (null: none, or an invite). */
export async function followerMembership(db: Db, planId: number, userId: number) {
  const m = planMemberships;
  const [row] = await db
    .select()
    .from(m)
    .where(and(eq(m.planId, planId), eq(m.userId, userId), ne(m.state, 'init')));
  return row ?? null;
}

/** Every follower of the program (or the one person `userId`), with their membership. */
export async function planFollowers(db: Db, planId: number, userId?: number) {
  const m = planMemberships;
  return db
    .select()
    .from(m)
    .where(
      and(
        eq(m.planId, planId),
        userId === undefined ? isNotNull(m.userId) : eq(m.userId, userId),
        inArray(m.state, HOLDING_STATES),
      ),
    );
}
