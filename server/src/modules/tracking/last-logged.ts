import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Day } from '@forma/contract/programs/days';
import type { Db } from '../../db/database.ts';
import { clientDateOf, daysOfBlocks } from '../training/training.api.ts';
import { movesOf } from './day-moves.ts';
import { performedSets } from './tracking.tables.ts';

/** A client of the program, as the clients list holds them. */
export type LoggingMember = { membershipId: number; userId: number; startDate: Day | null };

/** The client's latest result: when it was logged, and its day where the calendar shows it now. */
export type LastLogged = { on: Day; day: { dayId: number; date: Day } | null };

/**
 * Each person's latest day with a result in the program (the clients list's last logged day),
 * with the schedule day it was logged on and that day's date for them now: a reschedule or a
 * moved Fixed Length day puts it elsewhere than the date it was logged. Three queries a page.
 */
export async function lastLogged(
  db: Db,
  planId: number,
  members: readonly LoggingMember[],
): Promise<Map<number, LastLogged>> {
  if (members.length === 0) return new Map();
  const p = performedSets;
  const latest = await db
    .selectDistinctOn([p.userId], { userId: p.userId, on: p.performedOn, blockId: p.blockId })
    .from(p)
    .where(and(eq(p.planId, planId), inArray(p.userId, [...new Set(members.map((m) => m.userId))])))
    .orderBy(p.userId, desc(p.performedOn), desc(p.updatedAt));
  const [days, moves] = await Promise.all([
    daysOfBlocks(
      db,
      latest.flatMap((row) => (row.blockId === null ? [] : [row.blockId])),
    ),
    movesOf(
      db,
      members.map((m) => m.membershipId),
    ),
  ]);
  const memberOf = new Map(members.map((m) => [m.userId, m]));
  return new Map(
    latest.map((row) => {
      const member = memberOf.get(row.userId)!;
      const day = row.blockId === null ? undefined : days.get(row.blockId);
      const date = day
        ? (moves.get(member.membershipId)?.get(day.id) ?? clientDateOf(day, member.startDate))
        : null;
      return [row.userId, { on: row.on, day: day && date ? { dayId: day.id, date } : null }];
    }),
  );
}
