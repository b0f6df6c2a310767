import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rawRows } from '../../db/raw-rows.ts';

/** Ids the copied rows refer to elsewhere, as the target account knows them (absent: the same id). */
export type ScheduleCopyMaps = {
  exercises: Map<number, number>;
  templates: Map<number, number>;
  media: Map<number, number>;
};

export type ScheduleReferences = { exerciseIds: number[]; templateIds: number[]; mediaIds: number[] };

const asJson = (map: Map<number, number>) => JSON.stringify(Object.fromEntries(map));

/**
 * The program's shared calendar (not the 1-2-1 clients' own): what a copy of it carries. A
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

/**
 * Copies the shared calendar of plan `from` into plan `to` in three set-based statements (days;
 * then blocks with their exercises, new block ids drawn from the sequence up front so each
 * exercise finds its block's copy). Days keep their dates or week days and the last-active mark;
 * blocks land on the copy's track of the same name (the caller copied the tracks); exercises,
 * templates and note resources are renamed through `maps`.
 */
export async function copySchedule(
  db: Db,
  plans: { from: number; to: number },
  maps: ScheduleCopyMaps,
): Promise<void> {
  await db.execute(sql`
    insert into schedule_days (plan_id, client_id, on_date, day_index, last_active)
    select ${plans.to}, null, on_date, day_index, last_active
    from schedule_days where plan_id = ${plans.from} and client_id is null`);
  const media = asJson(maps.media);
  await db.execute(sql`
    with source as (
      select b.*, nextval(pg_get_serial_sequence('schedule_blocks', 'id'))::int as new_id
      from (${sharedBlocks(plans.from)}) b
    ),
    copied_blocks as (
      insert into schedule_blocks (id, day_id, plan_id, track_id, position, kind, template_id,
        title, instructions, macros, challenge, note)
      select s.new_id, nd.id, ${plans.to}, nt.id, s.position, s.kind,
        coalesce((${asJson(maps.templates)}::jsonb ->> s.template_id::text)::int, s.template_id),
        s.title, s.instructions, s.macros, s.challenge,
        case when jsonb_typeof(s.note -> 'resource_ids') = 'array' then jsonb_set(s.note,
          '{resource_ids}',
          coalesce((select jsonb_agg(coalesce((${media}::jsonb ->> r.value)::int, r.value::int)
                      order by r.n)
                    from jsonb_array_elements_text(s.note -> 'resource_ids')
                      with ordinality r(value, n)), '[]'::jsonb))
        else s.note end
      from source s
      join schedule_days od on od.id = s.day_id
      join schedule_days nd on nd.plan_id = ${plans.to} and nd.client_id is null
        and nd.on_date is not distinct from od.on_date
        and nd.day_index is not distinct from od.day_index
      join plan_tracks ot on ot.id = s.track_id
      join plan_tracks nt on nt.plan_id = ${plans.to} and lower(nt.name) = lower(ot.name)
      returning id
    )
    insert into block_exercises (block_id, exercise_id, position, superset, notes, sets)
    select s.new_id,
      coalesce((${asJson(maps.exercises)}::jsonb ->> e.exercise_id::text)::int, e.exercise_id),
      e.position, e.superset, e.notes, e.sets
    from block_exercises e
    join source s on s.id = e.block_id
    join copied_blocks c on c.id = s.new_id`);
}
