import { and, eq, inArray, max } from 'drizzle-orm';
import type { Day } from '@forma/contract/programs/days';
import type { Db } from '../../db/database.ts';
import { performedSets } from './tracking.tables.ts';

/**
 * Each person's latest day with a result in the program (the clients list's last logged day):
 * one grouped query over performed_sets_plan_user_idx for a page of clients.
 */
export async function lastLoggedOn(
  db: Db,
  planId: number,
  userIds: readonly number[],
): Promise<Map<number, Day>> {
  if (userIds.length === 0) return new Map();
  const p = performedSets;
  const rows = await db
    .select({ userId: p.userId, day: max(p.performedOn) })
    .from(p)
    .where(and(eq(p.planId, planId), inArray(p.userId, [...new Set(userIds)])))
    .groupBy(p.userId);
  return new Map(rows.flatMap((row) => (row.day ? [[row.userId, row.day] as const] : [])));
}
