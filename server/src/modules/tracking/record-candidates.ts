import { sql, type SQL } from 'drizzle-orm';
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
 * a year of results into the process. Each best is read from the front of its own index
 * (tracking.tables.ts, `performed_sets_best_*`); the most reps at a load or heavier visits the
 * best of each heavier load (a skip scan), so a save reads a few index entries whatever the
 * length of the history. The expressions match the indexes' exactly.
 */
export async function recordCandidates(
  db: Executor,
  set: { userId: number; exerciseId: number; blockExerciseId: number; setIndex: number },
  values: PerformedValues,
): Promise<PerformedValues[]> {
  const weight = sql.raw(`((values->>'weight_kg')::float8)`);
  const load = sql.raw(`coalesce((values->>'weight_kg')::float8, 0)`);
  const reps = sql.raw(`((values->>'reps')::float8)`);
  const time = sql.raw(`((values->>'time')::float8)`);
  const distance = sql.raw(`((values->>'distance')::float8)`);
  const others = sql`user_id = ${set.userId} and exercise_id = ${set.exerciseId}
    and (block_exercise_id is distinct from ${set.blockExerciseId}
      or set_index <> ${set.setIndex})`;
  const best = (where: SQL, order: SQL) =>
    sql`(select values from performed_sets where ${others} and ${where} order by ${order} limit 1)`;
  const atLeast = values.weight_kg ?? 0;
  const sameDistance =
    values.distance === undefined
      ? sql`values->'distance' is null and ${distance} is null`
      : sql`${distance} = ${values.distance}`;
  const repsAt = (below: SQL) =>
    best(
      sql`${reps} > 0 and ${load} >= ${atLeast}::float8 ${below}`,
      sql`${load} desc, ${reps} desc`,
    );
  const rows = await rawRows<{ values: PerformedValues }>(
    db as Db,
    sql`${best(sql`${weight} > 0`, sql`${weight} desc`)}
      union all
      (with recursive loads(load, values) as (
          select ${load}, values from ${repsAt(sql``)} as first(values)
          union all
          select coalesce((next.values->>'weight_kg')::float8, 0), next.values from loads,
            lateral ${repsAt(sql`and ${load} < loads.load`)} as next(values)
        )
        select values from loads order by ${reps} desc limit 1)
      union all
      ${best(sql`${time} > 0 and ${sameDistance}`, sql`${time} asc`)}
      union all
      ${best(sql`${distance} > 0`, sql`${distance} desc`)}`,
  );
  return rows.map((row) => (typeof row.values === 'string' ? JSON.parse(row.values) : row.values));
}
