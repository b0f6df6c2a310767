/**
 * A client following three programs with two years of training each (Group Rolling Calendar, a
 * year behind and a year ahead of today; Session 1 Day 1 and Fixed Length, started a year ago),
 * and a year of their results (every set of each day's first block), inserted directly.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../server/src/db/database.ts';
import { rawRows } from '../../server/src/db/raw-rows.ts';
import { users } from '../../server/src/modules/accounts/users.tables.ts';
import { plans } from '../../server/src/modules/programs/programs.tables.ts';
import { planMemberships } from '../../server/src/modules/purchase/purchase.tables.ts';
import { insertYearOfTraining } from './schedule-data.ts';

export const TWO_YEARS = 730;

const dayFromToday = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export const YEAR_AGO = dayFromToday(-365);

export async function insertCalendarData(
  db: Db,
  input: { accountId: number; planIds: number[]; clientEmail: string },
) {
  const [client] = await db.select().from(users).where(eq(users.email, input.clientEmail));
  for (const planId of input.planIds) {
    const [plan] = await db.select().from(plans).where(eq(plans.id, planId));
    const dated = plan!.planType === 'one_many';
    await insertYearOfTraining(db, planId, dated ? { date: YEAR_AGO } : 'week 1', TWO_YEARS);
    await db.insert(planMemberships).values({
      planId,
      accountId: input.accountId,
      userId: client!.id,
      state: 'active',
      startDate: YEAR_AGO,
      applied: true,
    });
    await db.execute(sql`
      insert into performed_sets
        (user_id, plan_id, block_id, block_exercise_id, set_index, exercise_id, values,
         performed_on)
      select ${client!.id}, ${planId}, b.id, be.id, s.i, be.exercise_id,
             '{"weight_kg": 80, "reps": 8}'::jsonb,
             coalesce(d.on_date, ${YEAR_AGO}::date + d.day_index)
      from schedule_days d
      join schedule_blocks b on b.day_id = d.id and b.position = 0
      join block_exercises be on be.block_id = b.id
      cross join generate_series(0, 3) as s(i)
      where d.plan_id = ${planId}
        and coalesce(d.on_date, ${YEAR_AGO}::date + d.day_index) < current_date`);
  }
  await db.execute(sql`analyze`);
  return client!.id;
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
