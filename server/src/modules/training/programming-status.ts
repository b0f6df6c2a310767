import { sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Day } from '@forma/contract/programs/days';
import type { Db } from '../../db/database.ts';
import type { PlanRow } from '../programs/programs.api.ts';
import { overOngoingClients } from '../purchase/purchase.api.ts';
import { scheduleBlocks, scheduleDays } from './training.tables.ts';

/** A program's columns in the caller's query (or the values of one program). */
export type PlanColumns = {
  id: SQLWrapper | number;
  planType: SQLWrapper | string;
  trainingScheduledTo: SQLWrapper | string | null;
  lengthWeeks: SQLWrapper | number | null;
};

const d = scheduleDays;

/**
 * Days of training ahead of the program's clients, counted for the client who runs out first
 * (on Session 1 Day 1 and Fixed Length, the one furthest along), as SQL on the caller's program
 * columns so a list of programs stays one query. Null when nothing runs out: the training
 * reaches every client's last day, or no client is counted. The same rule as
 * `clientProgramming` (contract training/programming.rules.ts), for every client at once:
 * - Group Rolling Calendar: to the program's `training_scheduled_to`, unless a marked Last
 *   Active Day lies between the latest of today and the clients' start dates and that day.
 * - 1-2-1: each client's own calendar (`training_scheduled_to` of the membership), likewise.
 * - Session 1 Day 1 and Fixed Length: from the earliest start among clients not yet past their
 *   last day, to the last day holding training (a fixed program whose last week holds training
 *   reaches its end), unless that reaches the first marked day (or the fixed end).
 */
export function trainingDaysLeftSql(
  db: Db,
  plan: PlanColumns,
  today: Day | Placeholder,
): SQL<number | null> {
  const t = sql`${today}::date`;
  const planId = plan.id;
  const programTo = sql`(${plan.trainingScheduledTo})::date`;
  const markedBetween = (client: SQLWrapper | number, from: SQL, to: SQLWrapper) =>
    sql`exists (select 1 from ${d} where ${d.planId} = ${planId}
      and coalesce(${d.clientId}, 0) = ${client} and ${d.lastActive}
      and ${d.onDate} between ${from} and ${to})`;
  const left = (to: SQLWrapper) => sql`greatest(0, coalesce(${to} - ${t}, 0))`;

  const latestStart = overOngoingClients(db, planId, (m) => sql`max(${m.startDate})`);
  // The clients' start dates are read only when a marked day lies ahead (rarely).
  const group = sql`case when ${markedBetween(0, t, programTo)}
      and ${markedBetween(0, sql`greatest(${t}, ${latestStart})`, programTo)}
    then null else ${left(programTo)} end`;

  const oneToOne = overOngoingClients(
    db,
    planId,
    (m) =>
      sql`min(case when ${markedBetween(m.userId, sql`greatest(${t}, ${m.startDate})`, m.trainingScheduledTo)}
        then null else ${left(m.trainingScheduledTo)} end)`,
  );

  const lastIndex = sql`(select ${d.dayIndex} from ${d}
    where ${d.planId} = ${planId} and ${d.dayIndex} is not null
      and exists (select 1 from ${scheduleBlocks} where ${scheduleBlocks.dayId} = ${d.id})
    order by ${d.dayIndex} desc limit 1)`;
  const fixedEnd = sql`(case when (${plan.planType})::text = 'fixed'
    then (${plan.lengthWeeks})::int * 7 - 1 end)`;
  const firstMarked = sql`(select min(${d.dayIndex}) from ${d}
    where ${d.planId} = ${planId} and ${d.lastActive} and ${d.dayIndex} >= 0)`;
  // Each fact is read once per program (`offset 0` keeps the planner from copying them).
  const facts = sql`(select ${lastIndex} as last, ${firstMarked} as marked, ${fixedEnd} as fixed_end offset 0)`;
  const finish = sql.raw('least(f.marked, f.fixed_end)');
  const reach = sql.raw('(case when f.fixed_end - 6 <= f.last then f.fixed_end else f.last end)');
  const earliestStart = overOngoingClients(
    db,
    planId,
    (m) => sql`min(${m.startDate})`,
    (m) => sql`(${finish} is null or ${m.startDate} + ${finish} >= ${t})`,
  );
  const progressive = sql`(select case when ${reach} >= ${finish} then null
    else greatest(0, coalesce(coalesce(${earliestStart}, ${t}) + ${reach} - ${t}, 0)) end
    from ${facts} f)`;

  return sql<number | null>`(case (${plan.planType})::text
    when 'one_many' then ${group}
    when 'individual' then ${oneToOne}
    else ${progressive} end)`.mapWith(Number);
}

/** The same for one program, Infinity when nothing runs out. */
export async function planTrainingDaysLeft(db: Db, plan: PlanRow, today: Day): Promise<number> {
  const [row] = await db
    .select({ daysLeft: trainingDaysLeftSql(db, plan, today) })
    .from(sql`(select 1) as one`);
  return row?.daysLeft ?? Number.POSITIVE_INFINITY;
}
