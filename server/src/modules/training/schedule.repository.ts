import { and, asc, between, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { blockExercises, scheduleBlocks, scheduleDays } from './training.tables.ts';

export type DayRow = typeof scheduleDays.$inferSelect;
export type BlockRow = typeof scheduleBlocks.$inferSelect;
export type BlockExerciseRow = typeof blockExercises.$inferSelect;
export type DayContent = {
  day: DayRow;
  blocks: { block: BlockRow; exercises: BlockExerciseRow[] }[];
};

/** Which calendar of a program: the shared one (clientId null) or a 1-2-1 client's. */
export const calendarOf = (planId: number, clientId: number | null): SQL =>
  and(
    eq(scheduleDays.planId, planId),
    clientId === null ? isNull(scheduleDays.clientId) : eq(scheduleDays.clientId, clientId),
  )!;

export const datesBetween = (from: string, to: string) => between(scheduleDays.onDate, from, to);
export const indexesBetween = (from: number, to: number) =>
  between(scheduleDays.dayIndex, from, to);

/** The days of a calendar matching `where`, with their blocks and exercises: three queries. */
export async function readDays(db: Db, where: SQL): Promise<DayContent[]> {
  const days = await db
    .select()
    .from(scheduleDays)
    .where(where)
    .orderBy(asc(scheduleDays.onDate), asc(scheduleDays.dayIndex));
  return withContent(db, days);
}

export async function withContent(db: Db, days: DayRow[]): Promise<DayContent[]> {
  if (days.length === 0) return [];
  const blocks = await db
    .select()
    .from(scheduleBlocks)
    .where(
      inArray(
        scheduleBlocks.dayId,
        days.map((d) => d.id),
      ),
    )
    .orderBy(asc(scheduleBlocks.dayId), asc(scheduleBlocks.position), asc(scheduleBlocks.id));
  const exercises = blocks.length
    ? await db
        .select()
        .from(blockExercises)
        .where(
          inArray(
            blockExercises.blockId,
            blocks.map((b) => b.id),
          ),
        )
        .orderBy(asc(blockExercises.position), asc(blockExercises.id))
    : [];
  const exercisesOf = groupBy(exercises, (e) => e.blockId);
  const blocksOf = groupBy(blocks, (b) => b.dayId);
  return days.map((day) => ({
    day,
    blocks: (blocksOf.get(day.id) ?? []).map((block) => ({
      block,
      exercises: exercisesOf.get(block.id) ?? [],
    })),
  }));
}

function groupBy<T>(rows: T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row));
    if (list) list.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/**
 * The last day that holds training, as a date or a progressive day index: of one calendar
 * (`clientId`: a 1-2-1 client's, null the shared one), or of all the program's.
 */
export async function lastProgrammedDay(db: Db, planId: number, clientId?: number | null) {
  const [row] = await db
    .select({
      onDate: sql<string | null>`max(${scheduleDays.onDate})`,
      dayIndex: sql<number | null>`max(${scheduleDays.dayIndex})`,
    })
    .from(scheduleDays)
    .where(
      and(
        clientId === undefined ? eq(scheduleDays.planId, planId) : calendarOf(planId, clientId),
        sql`exists (select 1 from ${scheduleBlocks} where ${scheduleBlocks.dayId} = ${scheduleDays.id})`,
      ),
    );
  return { onDate: row?.onDate ?? null, dayIndex: row?.dayIndex ?? null };
}
