/**
 * A program with a year of training (or `days`): each day 3 blocks x 6 exercises x 4 sets,
 * inserted directly.
 */
import { eq, isNull } from 'drizzle-orm';
import type { Db } from '../../server/src/db/database.ts';
import { exercises } from '../../server/src/modules/exercises/exercises.tables.ts';
import { plans, planTracks } from '../../server/src/modules/programs/programs.tables.ts';
import {
  blockExercises,
  scheduleBlocks,
  scheduleDays,
} from '../../server/src/modules/training/training.tables.ts';

export const YEAR_START = '2027-01-04';
export const DAYS = 365;
const BLOCKS = 3;
const EXERCISES = 6;

const set = { weight: { kg: { min: 80 }, unit: 'kg' as const }, reps: { min: 8, max: 10 } };

/** Where the year starts: a date (dated calendars) or Week 1 Day 1 (progressive ones). */
export type YearStart = { date: string } | 'week 1';

export async function insertYearOfTraining(
  db: Db,
  planId: number,
  first: YearStart = { date: YEAR_START },
  days = DAYS,
) {
  const library = await db
    .select({ id: exercises.id })
    .from(exercises)
    .where(isNull(exercises.accountId))
    .limit(EXERCISES);
  const [track] = await db
    .insert(planTracks)
    .values({ planId, name: 'Main', position: 0 })
    .returning();
  const start = first === 'week 1' ? 0 : Date.parse(`${first.date}T00:00:00Z`);
  for (let day = 0; day < days; day++) {
    const key =
      first === 'week 1'
        ? { dayIndex: day }
        : { onDate: new Date(start + day * 86_400_000).toISOString().slice(0, 10) };
    const [row] = await db
      .insert(scheduleDays)
      .values({ planId, ...key })
      .returning();
    const blocks = await db
      .insert(scheduleBlocks)
      .values(
        Array.from({ length: BLOCKS }, (_, position) => ({
          dayId: row!.id,
          planId,
          trackId: track!.id,
          position,
          kind: 'training' as const,
          title: `Block ${position + 1}`,
        })),
      )
      .returning({ id: scheduleBlocks.id });
    await db.insert(blockExercises).values(
      blocks.flatMap((block) =>
        library.map((exercise, position) => ({
          blockId: block.id,
          exerciseId: exercise.id,
          position,
          sets: [set, set, set, set],
        })),
      ),
    );
  }
  await db.update(plans).set({ trainingScheduledTo: null }).where(eq(plans.id, planId));
  return library.map((e) => e.id);
}
