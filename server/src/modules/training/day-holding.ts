import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { blockExercises, scheduleBlocks, scheduleDays } from './training.tables.ts';
import { withContent, type DayContent } from './schedule.repository.ts';

/** What a client names when they record something: a day, a block, or a prescribed exercise. */
export type DayPart = { dayId: number } | { blockId: number } | { blockExerciseId: number };

/** The id of the day holding `part`, or null when there is none. */
async function dayIdOf(db: Db, part: DayPart): Promise<number | null> {
  if ('dayId' in part) return part.dayId;
  if ('blockId' in part) {
    const [row] = await db
      .select({ dayId: scheduleBlocks.dayId })
      .from(scheduleBlocks)
      .where(eq(scheduleBlocks.id, part.blockId));
    return row?.dayId ?? null;
  }
  const [row] = await db
    .select({ dayId: scheduleBlocks.dayId })
    .from(blockExercises)
    .innerJoin(scheduleBlocks, eq(scheduleBlocks.id, blockExercises.blockId))
    .where(eq(blockExercises.id, part.blockExerciseId));
  return row?.dayId ?? null;
}

/** The whole day holding a day, block or block exercise (all its blocks), or null. */
export async function dayHolding(db: Db, part: DayPart): Promise<DayContent | null> {
  const dayId = await dayIdOf(db, part);
  if (dayId === null) return null;
  const days = await db.select().from(scheduleDays).where(eq(scheduleDays.id, dayId));
  const [content] = await withContent(db, days);
  return content ?? null;
}
