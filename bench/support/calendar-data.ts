/**
 * The calendar bench's data, inserted directly: three programs with years of training
 * (Group Rolling Calendar, dated from four years ago to a year ahead; Session 1 Day 1, five
 * years of days; Fixed Length, its longest, 104 weeks), and clients who follow some of them
 * since a given day with every set of each day's first block logged from then until yesterday.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../server/src/db/database.ts';
import { rawRows } from '../../server/src/db/raw-rows.ts';
import { users } from '../../server/src/modules/accounts/users.tables.ts';
import { plans } from '../../server/src/modules/programs/programs.tables.ts';
import { planMemberships } from '../../server/src/modules/purchase/purchase.tables.ts';
import { insertYearOfTraining } from './schedule-data.ts';

export const dayFromToday = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export const YEAR_AGO = dayFromToday(-365);
export const FOUR_YEARS_AGO = dayFromToday(-4 * 365);
const FIVE_YEARS = 5 * 365;
const FIXED_DAYS = 104 * 7;

/** Inserts each program's training. */
export async function insertCalendarPrograms(db: Db, planIds: number[]) {
  for (const planId of planIds) {
    const [plan] = await db.select().from(plans).where(eq(plans.id, planId));
    if (plan!.planType === 'one_many') {
      await insertYearOfTraining(db, planId, { date: FOUR_YEARS_AGO }, FIVE_YEARS);
    } else {
      await insertYearOfTraining(
        db,
        planId,
        'week 1',
        plan!.planType === 'fixed' ? FIXED_DAYS : FIVE_YEARS,
      );
    }
  }
}

/** The client follows each program since its day, with its results logged until yesterday. */
export async function followPrograms(
  db: Db,
  input: {
    accountId: number;
    clientEmail: string;
    follows: Array<{ planId: number; since: string }>;
  },
) {
  const [client] = await db.select().from(users).where(eq(users.email, input.clientEmail));
  for (const { planId, since } of input.follows) {
    await db.insert(planMemberships).values({
      planId,
      accountId: input.accountId,
      userId: client!.id,
      state: 'active',
      startDate: since,
      applied: true,
    });
    await db.execute(sql`
      insert into performed_sets
        (user_id, plan_id, block_id, block_exercise_id, set_index, exercise_id, values,
         performed_on)
      select ${client!.id}, ${planId}, b.id, be.id, s.i, be.exercise_id,
             '{"weight_kg": 80, "reps": 8}'::jsonb,
             coalesce(d.on_date, ${since}::date + d.day_index)
      from schedule_days d
      join schedule_blocks b on b.day_id = d.id and b.position = 0
      join block_exercises be on be.block_id = b.id
      cross join generate_series(0, 3) as s(i)
      where d.plan_id = ${planId}
        and coalesce(d.on_date, ${since}::date + d.day_index) >= ${since}::date
        and coalesce(d.on_date, ${since}::date + d.day_index) < current_date`);
  }
}

export async function analyze(db: Db) {
  await db.execute(sql`analyze`);
}

/**
 * The sets of today's blocks in the first program (a dated one), one per save loop, each a set
 * of its own: `{block_exercise_id}/{set_index}`.
 */
export async function todaysSets(db: Db, planId: number, count: number): Promise<string[]> {
  const rows = await rawRows<{ id: number }>(
    db,
    sql`
    select be.id from schedule_days d
    join schedule_blocks b on b.day_id = d.id
    join block_exercises be on be.block_id = b.id
    where d.plan_id = ${planId} and d.on_date = current_date
    order by b.position, be.position`,
  );
  const sets = rows.flatMap((row) => [0, 1, 2, 3].map((index) => `${row.id}/${index}`));
  if (sets.length < count) throw new Error('too few sets prescribed today');
  return sets.slice(0, count);
}
