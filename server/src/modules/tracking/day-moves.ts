import { and, eq, inArray } from 'drizzle-orm';
import type { Day } from '@forma/contract/programs/days';
import type { Db } from '../../db/database.ts';
import { membershipDayMoves } from './tracking.tables.ts';

/** The Fixed Length days each membership's client moved, to their new dates, in one query. */
export async function movesOf(
  db: Db,
  membershipIds: number[],
): Promise<Map<number, Map<number, Day>>> {
  const moves = new Map<number, Map<number, Day>>();
  if (membershipIds.length === 0) return moves;
  const rows = await db
    .select()
    .from(membershipDayMoves)
    .where(inArray(membershipDayMoves.membershipId, membershipIds));
  for (const row of rows) {
    const days = moves.get(row.membershipId) ?? new Map<number, Day>();
    days.set(row.dayId, row.onDate);
    moves.set(row.membershipId, days);
  }
  return moves;
}

/** Where the client moved one day to, or null. */
export async function moveOf(db: Db, membershipId: number, dayId: number): Promise<Day | null> {
  const [row] = await db
    .select({ onDate: membershipDayMoves.onDate })
    .from(membershipDayMoves)
    .where(
      and(eq(membershipDayMoves.membershipId, membershipId), eq(membershipDayMoves.dayId, dayId)),
    );
  return row?.onDate ?? null;
}

/** The day moved to `onDate`, or back to its own date (null: the move deleted). */
export async function saveMove(db: Db, membershipId: number, dayId: number, onDate: Day | null) {
  if (onDate === null) {
    await db
      .delete(membershipDayMoves)
      .where(
        and(eq(membershipDayMoves.membershipId, membershipId), eq(membershipDayMoves.dayId, dayId)),
      );
    return;
  }
  await db
    .insert(membershipDayMoves)
    .values({ membershipId, dayId, onDate })
    .onConflictDoUpdate({
      target: [membershipDayMoves.membershipId, membershipDayMoves.dayId],
      set: { onDate },
    });
}
