import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { planMemberships } from './purchase.tables.ts';

/** The programs whose payment the client has missed (past_due), oldest membership first. */
export async function missedPaymentPlanIds(db: Db, userId: number): Promise<number[]> {
  const missed = await db
    .select({ planId: planMemberships.planId })
    .from(planMemberships)
    .where(
      and(
        eq(planMemberships.userId, userId),
        eq(planMemberships.state, 'past_due'),
        eq(planMemberships.isBlocked, false),
      ),
    )
    .orderBy(asc(planMemberships.id));
  return missed.map((m) => m.planId);
}
