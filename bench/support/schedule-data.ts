/**
 * A program with a year of training (or `days`): each day 3 blocks x 6 exercises x 4 sets,
 * inserted directly.
 */
import { eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../server/src/db/database.ts';
import { exercises } from '../../server/src/modules/exercises/exercises.tables.ts';
import { plans, planTracks } from '../../server/src/modules/programs/programs.tables.ts';

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
  // Three statements, set-based: a day at a time took minutes for a few years of days.
  await db.execute(
    first === 'week 1'
      ? sql`insert into schedule_days (plan_id, day_index)
            select ${planId}, g from generate_series(0, ${days - 1}::int) g`
      : sql`insert into schedule_days (plan_id, on_date)
            select ${planId}, ${first.date}::date + g from generate_series(0, ${days - 1}::int) g`,
  );
  await db.execute(sql`
    insert into schedule_blocks (day_id, plan_id, track_id, position, kind, title)
    select d.id, ${planId}, ${track!.id}, p, 'training', 'Block ' || (p + 1)
    from schedule_days d cross join generate_series(0, ${BLOCKS - 1}::int) p
    where d.plan_id = ${planId}
    order by d.id, p`);
  const sets = JSON.stringify([set, set, set, set]);
  for (const [position, exercise] of library.entries()) {
    await db.execute(sql`
      insert into block_exercises (block_id, exercise_id, position, sets)
      select b.id, ${exercise.id}, ${position}, ${sets}::jsonb
      from schedule_blocks b where b.plan_id = ${planId}`);
  }
  await db.update(plans).set({ trainingScheduledTo: null }).where(eq(plans.id, planId));
  return library.map((e) => e.id);
}
