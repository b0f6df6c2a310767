import { sql } from 'drizzle-orm';
import type { PerformedValues } from '@forma/contract/tracking/results.schemas';
import type { Db } from '../../db/database.ts';
import { rawRows } from '../../db/raw-rows.ts';

type Executor = Pick<Db, 'execute'>;

/**
 * The client's other results of an exercise that decide whether `values` sets a record: for each
 * kind of record (contract records.rules.ts), the best comparable result — the heaviest load,
 * the most reps at the same or a heavier load, the fastest time over the same distance, the
 * longest distance. A set beats every comparable result exactly when it beats the best one, so
 * `recordsOf(values, candidates)` answers as it would over the whole history, without reading
 * a year of results into the process.
 */
export async function recordCandidates(
  db: Executor,
  set: { userId: number; exerciseId: number; blockExerciseId: number; setIndex: number },
  values: PerformedValues,
): Promise<PerformedValues[]> {
  // The keys are our own constants, written into the statement.
  const num = (key: 'weight_kg' | 'reps' | 'time' | 'distance') =>
    sql.raw(`(values->>'${key}')::float8`);
  const others = sql`user_id = ${set.userId} and exercise_id = ${set.exerciseId}
    and (block_exercise_id is distinct from ${set.blockExerciseId}
      or set_index <> ${set.setIndex})`;
  const best = (where: ReturnType<typeof sql>, order: ReturnType<typeof sql>) =>
    sql`(select values from performed_sets where ${others} and ${where} order by ${order} limit 1)`;
  const load = values.weight_kg ?? 0;
  const sameDistance =
    values.distance === undefined
      ? sql`values->'distance' is null`
      : sql`${num('distance')} = ${values.distance}`;
  const rows = await rawRows<{ values: PerformedValues }>(
    db as Db,
    sql`${best(sql`${num('weight_kg')} > 0`, sql`${num('weight_kg')} desc`)}
      union all
      ${best(
        sql`${num('reps')} > 0 and coalesce(${num('weight_kg')}, 0) >= ${load}`,
        sql`${num('reps')} desc`,
      )}
      union all
      ${best(sql`${num('time')} > 0 and ${sameDistance}`, sql`${num('time')} asc`)}
      union all
      ${best(sql`${num('distance')} > 0`, sql`${num('distance')} desc`)}`,
  );
  return rows.map((row) => (typeof row.values === 'string' ? JSON.parse(row.values) : row.values));
}
