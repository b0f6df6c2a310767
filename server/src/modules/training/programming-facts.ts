import { and, asc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { MarkedDay } from '../programs/programs.api.ts';
import { scheduleBlocks, scheduleDays } from './training.tables.ts';

const d = scheduleDays;
const holdsTraining = sql`exists (select 1 from ${scheduleBlocks} where ${scheduleBlocks.dayId} = ${d.id})`;

/** The marked days of these programs (the calendars of `clientIds` only, when given). */
export async function markedDays(
  db: Db,
  planIds: number[],
  clientIds?: number[],
): Promise<MarkedDay[]> {
  if (planIds.length === 0) return [];
  const calendars: SQL | undefined = clientIds
    ? or(isNull(d.clientId), clientIds.length ? inArray(d.clientId, clientIds) : undefined)
    : undefined;
  return db
    .select({ planId: d.planId, clientId: d.clientId, onDate: d.onDate, dayIndex: d.dayIndex })
    .from(d)
    .where(and(inArray(d.planId, planIds), eq(d.lastActive, true), calendars))
    .orderBy(asc(d.planId), asc(d.onDate), asc(d.dayIndex));
}

/** A progressive program's first and last days holding training (0 is Week 1 Day 1). */
export async function programmedSpan(db: Db, planId: number) {
  const [row] = await db
    .select({
      first: sql<number | null>`min(${d.dayIndex})`,
      last: sql<number | null>`max(${d.dayIndex})`,
    })
    .from(d)
    .where(and(eq(d.planId, planId), isNotNull(d.dayIndex), holdsTraining));
  return { first: row?.first ?? null, last: row?.last ?? null };
}
