import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { withContent, type BlockRow, type DayContent, type DayRow } from './schedule.repository.ts';
import { scheduleBlocks, scheduleDays } from './training.tables.ts';

/** A block with the day it sits on (null: no such block). */
export async function findBlockWithDay(
  db: Db,
  blockId: number,
): Promise<{ block: BlockRow; day: DayRow } | null> {
  const [row] = await db
    .select({ block: scheduleBlocks, day: scheduleDays })
    .from(scheduleBlocks)
    .innerJoin(scheduleDays, eq(scheduleDays.id, scheduleBlocks.dayId))
    .where(eq(scheduleBlocks.id, blockId));
  return row ?? null;
}

/** A day of any program's schedule by id (null: no such day). */
export async function findScheduleDay(db: Db, dayId: number): Promise<DayRow | null> {
  const [row] = await db.select().from(scheduleDays).where(eq(scheduleDays.id, dayId));
  return row ?? null;
}

/** One day by id with its blocks and exercises (null: no such day). */
export async function readDayContent(db: Db, dayId: number): Promise<DayContent | null> {
  const day = await findScheduleDay(db, dayId);
  return day ? ((await withContent(db, [day]))[0] ?? null) : null;
}

/** The days some blocks sit on, by block id (blocks that are gone are left out). */
export async function daysOfBlocks(
  db: Db,
  blockIds: readonly number[],
): Promise<Map<number, DayRow>> {
  if (blockIds.length === 0) return new Map();
  const rows = await db
    .select({ blockId: scheduleBlocks.id, day: scheduleDays })
    .from(scheduleBlocks)
    .innerJoin(scheduleDays, eq(scheduleDays.id, scheduleBlocks.dayId))
    .where(inArray(scheduleBlocks.id, [...new Set(blockIds)]));
  return new Map(rows.map((row) => [row.blockId, row.day]));
}
