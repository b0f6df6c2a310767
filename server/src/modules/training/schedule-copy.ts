import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rawRows } from '../../db/raw-rows.ts';

/** Ids the copied rows refer to elsewhere, as the target account knows them (absent: the same id). */
export type ScheduleCopyMaps = {
  exercises: Map<number, number>;
  templates: Map<number, number>;
  media: Map<number, number>;
};

export type ScheduleReferences = {
  exerciseIds: number[];
  templateIds: number[];
  mediaIds: number[];
};

const asJson = (map: Map<number, number>) => JSON.stringify(Object.fromEntries(map));

/**
 * The program's shared calendar (not the 1-2-1 clients' own) is what a copy carries: a
 * client's calendar belongs to that client, who does not follow the copy.
 */
const sharedBlocks = (planId: number) => sql`
  select b.* from schedule_blocks b
  join schedule_days d on d.id = b.day_id
  where d.plan_id = ${planId} and d.client_id is null`;

/** The exercises, templates and note resources the program's shared calendar uses. */
export async function scheduleReferences(db: Db, planId: number): Promise<ScheduleReferences> {
  const rows = await rawRows<{ kind: 'exercise' | 'template' | 'media'; id: number }>(
    db,
    sql`with blocks as (${sharedBlocks(planId)})
      select distinct 'exercise' as kind, e.exercise_id as id
        from block_exercises e join blocks b on b.id = e.block_id
      union
      select distinct 'template', b.template_id from blocks b where b.template_id is not null
      union
      select distinct 'media', r.value::int
        from blocks b, jsonb_array_elements_text(b.note -> 'resource_ids') r
        where b.kind = 'note' and jsonb_typeof(b.note -> 'resource_ids') = 'array'`,
  );
  const of = (kind: string) => rows.filter((r) => r.kind === kind).map((r) => Number(r.id));
  return { exerciseIds: of('exercise'), templateIds: of('template'), mediaIds: of('media') };
}

/** The copy's track of each source track, by name (the caller copied the tracks). */
async function trackMap(db: Db, plans: { from: number; to: number }) {
  const rows = await rawRows<{ from_id: number; to_id: number }>(
    db,
    sql`select f.id as from_id, t.id as to_id
        from plan_tracks f join plan_tracks t on lower(t.name) = lower(f.name)
        where f.plan_id = ${plans.from} and t.plan_id = ${plans.to}`,
  );
  return new Map(rows.map((row) => [row.from_id, row.to_id]));
}

/**
 * Copies the shared calendar of plan `from` into plan `to` in one statement: each day and
 * block gets its new id from the sequence up front, so its blocks and exercises find their
 * copy's parent without a second look-up. Days keep their dates or week days and the
 * last-active mark; blocks land on the copy's track of the same name; exercises, templates and
 * note resources are renamed through `maps`.
 */
export async function copySchedule(
  db: Db,
  plans: { from: number; to: number },
  maps: ScheduleCopyMaps,
): Promise<void> {
  const tracks = asJson(await trackMap(db, plans));
  const media = asJson(maps.media);
  await db.execute(sql`
    with day_map as (
      select d.*, nextval(pg_get_serial_sequence('schedule_days', 'id'))::int as new_id
      from schedule_days d where d.plan_id = ${plans.from} and d.client_id is null
    ),
    new_days as (
      insert into schedule_days (id, plan_id, client_id, on_date, day_index, last_active)
      select new_id, ${plans.to}, null, on_date, day_index, last_active from day_map
    ),
    block_map as (
      select b.*, dm.new_id as new_day_id,
        nextval(pg_get_serial_sequence('schedule_blocks', 'id'))::int as new_id
      from day_map dm join schedule_blocks b on b.day_id = dm.id
    ),
    new_blocks as (
      insert into schedule_blocks (id, day_id, plan_id, track_id, position, kind, template_id,
        title, instructions, macros, challenge, note)
      select new_id, new_day_id, ${plans.to}, (${tracks}::jsonb ->> track_id::text)::int,
        position, kind,
        coalesce((${asJson(maps.templates)}::jsonb ->> template_id::text)::int, template_id),
        title, instructions, macros, challenge,
        case when jsonb_typeof(note -> 'resource_ids') = 'array' then jsonb_set(note,
          '{resource_ids}',
          coalesce((select jsonb_agg(coalesce((${media}::jsonb ->> r.value)::int, r.value::int)
                      order by r.n)
                    from jsonb_array_elements_text(note -> 'resource_ids')
                      with ordinality r(value, n)), '[]'::jsonb))
        else note end
      from block_map
    )
    insert into block_exercises (block_id, exercise_id, position, superset, notes, sets)
    select bm.new_id,
      coalesce((${asJson(maps.exercises)}::jsonb ->> e.exercise_id::text)::int, e.exercise_id),
      e.position, e.superset, e.notes, e.sets
    from block_map bm join block_exercises e on e.block_id = bm.id`);
}
