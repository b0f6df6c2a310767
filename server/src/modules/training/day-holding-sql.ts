import { eq, sql, type Column, type SQL } from 'drizzle-orm';
import type { PgSelect, SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import { rowsFromJson } from '../../db/json-rows.ts';
import { membershipTracks } from './client-tracks.tables.ts';
import type { DayPart } from './day-holding.ts';
import type { DayContent, DayRow } from './schedule.repository.ts';
import { blockExercises, scheduleBlocks, scheduleDays } from './training.tables.ts';

/** Which id a DayPart names. */
export type DayPartKind = 'dayId' | 'blockId' | 'blockExerciseId';

export const dayPartKind = (part: DayPart): DayPartKind =>
  'dayId' in part ? 'dayId' : 'blockId' in part ? 'blockId' : 'blockExerciseId';

export const dayPartId = (part: DayPart): number =>
  'dayId' in part ? part.dayId : 'blockId' in part ? part.blockId : part.blockExerciseId;

/** The id of the day holding the part `id` names (null when there is none), as SQL. */
function dayIdHolding(kind: DayPartKind, id: SQL): SQL {
  const b = scheduleBlocks;
  const e = blockExercises;
  if (kind === 'dayId') return id;
  if (kind === 'blockId') return sql`(select ${b.dayId} from ${b} where ${b.id} = ${id})`;
  return sql`(select ${b.dayId} from ${e} join ${b} on ${b.id} = ${e.blockId} where ${e.id} = ${id})`;
}

/** What another area's statement reads of the day: its columns, and its id and program's. */
export type HeldDay = { id: Column; planId: Column };

/**
 * A statement on the day holding a part (`kind`, the id as `id`, a placeholder): the day's row
 * as `day`, its blocks with their exercises as `content` (dayContentOf reads them), and the
 * columns and joins another area adds on the day (`extend`). One row, or none when no day holds
 * the part. The blocks come in the order readDays gives them.
 */
export function selectDayHolding<Extra extends SelectedFields>(
  db: Db,
  kind: DayPartKind,
  id: SQL,
  extend: (day: HeldDay) => { columns: Extra; join: <Q extends PgSelect>(query: Q) => Q },
) {
  const d = scheduleDays;
  const b = scheduleBlocks;
  const e = blockExercises;
  const more = extend({ id: d.id, planId: d.planId });
  const content = sql<Record<string, unknown>[]>`coalesce((
    select json_agg(json_build_object('block', to_json(${b}), 'exercises', coalesce((
        select json_agg(to_json(${e}) order by ${e.position}, ${e.id}) from ${e} where ${e.blockId} = ${b.id}
      ), '[]'::json)) order by ${b.position}, ${b.id})
    from ${b} where ${b.dayId} = ${d.id}), '[]'::json)`;
  const query = db
    .select({ day: d, content, ...more.columns })
    .from(d)
    .$dynamic();
  return more
    .join(query)
    .where(eq(d.id, dayIdHolding(kind, id)))
    .limit(1);
}

/** The day's content as readDays gives it, from a selectDayHolding row. */
export function dayContentOf(day: DayRow, content: unknown): DayContent {
  const raw = (typeof content === 'string' ? JSON.parse(content) : content) as {
    block: Record<string, unknown>;
    exercises: Record<string, unknown>[];
  }[];
  return {
    day,
    blocks: raw.map((entry) => ({
      block: rowsFromJson(scheduleBlocks, [entry.block])[0]!,
      exercises: rowsFromJson(blockExercises, entry.exercises),
    })),
  };
}

/** SQL: the tracks the coach chose for the membership in `membershipId` (none: an empty array), in id order. */
export const chosenTrackIdsSql = (membershipId: Column) =>
  sql<
    number[]
  >`coalesce((select array_agg(${membershipTracks.trackId} order by ${membershipTracks.trackId})
    from ${membershipTracks} where ${membershipTracks.membershipId} = ${membershipId}), '{}')`;

/** SQL: the ids of the blocks of the day in `dayId` (a subquery, for `in`). */
export const blockIdsOfDaySql = (dayId: Column) =>
  sql`(select ${scheduleBlocks.id} from ${scheduleBlocks} where ${scheduleBlocks.dayId} = ${dayId})`;
