import { sql, type SQL } from 'drizzle-orm';
import type { Day } from '@forma/contract/programs/days';
import type { Completion } from '@forma/contract/tracking/calendar.schemas';
import { completionOf } from '@forma/contract/tracking/completion.rules';
import type { Db } from '../../db/database.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { CALENDAR_STATES } from '../purchase/purchase.api.ts';

/**
 * The calendar's two statements (docs/decisions/tracking.md, "The client's calendar in two
 * prepared statements"): the person with the programs they follow, then every followed program's
 * days in the range at once, each day with its visible blocks and what the client recorded,
 * aggregated in SQL. Both are prepared once per connection; the programs reach the second one
 * as one jsonb parameter (the rules that say what a client sees of a program stay in contract/
 * and run in JS on a handful of rows).
 */

const p = {
  userId: sql.placeholder('userId'),
  accountId: sql.placeholder('accountId'),
  /** The days statements' one parameter: user_id, from, to, today and the programs, as jsonb. */
  range: sql.placeholder('range'),
};

/** A statement's columns, selected from the raw query `q`. */
function selectFrom<F extends Record<string, SQL>>(db: Db, fields: F, query: SQL) {
  return db.select(fields).from(sql`(${query}) as q`);
}

const col = <T>(name: string) => sql<T>`q.${sql.identifier(name)}`;

export type CalendarProgramRow = {
  bodyweightKg: number | null;
  weightUnit: 'kg' | 'lb';
  membershipId: number | null;
  userId: number;
  startDate: Day | null;
  state: string;
  planId: number;
  accountId: number;
  title: string;
  planType: 'individual' | 'fixed' | 'one_many' | 'membership';
  color: string;
  visibilityDays: number | null;
  chosenTrackIds: number[];
  /** [id, archived, position] of each of the program's tracks. */
  tracks: [number, boolean, number][];
};

const states = sql.join(
  CALENDAR_STATES.map((state) => sql`${state}`),
  sql`, `,
);

/**
 * The person (bodyweight, unit) and the memberships whose programs are in their calendar
 * (`accountId` 0: every account's), in the order they joined, each with its program, the
 * tracks chosen for them and the program's tracks. One row with null membership when none.
 */
const programsStatement = preparedQuery((db) =>
  selectFrom(
    db,
    {
      bodyweightKg: col<number | null>('bodyweight_kg'),
      weightUnit: col<'kg' | 'lb'>('weight_unit'),
      membershipId: col<number | null>('membership_id'),
      userId: col<number>('user_id'),
      startDate: col<Day | null>('start_date'),
      state: col<string>('state'),
      planId: col<number>('plan_id'),
      accountId: col<number>('account_id'),
      title: col<string>('title'),
      planType: col<CalendarProgramRow['planType']>('plan_type'),
      color: col<string>('color'),
      visibilityDays: col<number | null>('visibility_days'),
      chosenTrackIds: col<number[]>('chosen'),
      tracks: col<[number, boolean, number][]>('tracks'),
    },
    sql`
      select u.bodyweight_kg, u.weight_unit, m.id as membership_id, m.user_id,
        m.start_date::text as start_date, m.state, pl.id as plan_id, pl.account_id, pl.title,
        pl.plan_type, pl.color, pl.visibility_days,
        coalesce((select json_agg(mt.track_id order by mt.track_id) from membership_tracks mt
                  where mt.membership_id = m.id), '[]') as chosen,
        coalesce((select json_agg(json_build_array(t.id, t.archived, t.position))
                  from plan_tracks t where t.plan_id = pl.id), '[]') as tracks
      from users u
      left join (plan_memberships m join plans pl on pl.id = m.plan_id)
        on m.user_id = u.id and m.is_blocked = false and m.state in (${states})
          and (${p.accountId}::int = 0 or m.account_id = ${p.accountId}::int)
      where u.id = ${p.userId}::int
      order by m.created_at, m.id`,
  ).prepare('calendar_programs'),
);

export async function readCalendarPrograms(db: Db, userId: number, accountId: number | undefined) {
  return (await programsStatement(db, { userId, accountId: accountId ?? 0 })) as
    CalendarProgramRow[] | [];
}

/** What the days statement needs of a program whose days may show in the range. */
export type ProgramInRange = {
  ord: number;
  membership_id: number;
  plan_id: number;
  account_id: number;
  /** A 1-2-1 program's client (their own calendar), else null (the shared calendar). */
  calendar_client: number | null;
  dated: boolean;
  fixed: boolean;
  start_date: Day | null;
  /** The last date the client sees in the range. */
  last: Day;
  current_tracks: number[];
  past_tracks: number[];
};

/**
 * The placed days (`pl`): each program's days whose client date falls in the range (a Fixed
 * Length day the client moved stands on its new date), and their blocks the client sees (`vb`):
 * from today on their tracks' blocks, before today their past tracks' and those they recorded a
 * result on in the range. Each visible block with its facts (`bf`).
 */
const placedBlocks = sql`
  with p as materialized (
    select a.user_id, a.from_day, a.to_day, a.today, r.*
    from (select (v->>'user_id')::int as user_id, (v->>'from')::date as from_day,
            (v->>'to')::date as to_day, (v->>'today')::date as today, v->'programs' as programs
          from (select ${p.range}::jsonb as v) as s) as a
    cross join jsonb_to_recordset(a.programs) as r(
      ord int, membership_id int, plan_id int, account_id int, calendar_client int,
      dated boolean, fixed boolean, start_date date, last date, current_tracks int[],
      past_tracks int[])
  ),
  -- Each program's days by its index, a probe per program: a lateral subquery fenced with
  -- offset 0 (joined, the generic plan hashed the programs and scanned every day of every plan).
  own as (
    select p.ord, d.id, d.on_date, d.day_index from p
    cross join lateral (
      select d.id, d.on_date, d.day_index from schedule_days d
      where d.plan_id = p.plan_id
        and coalesce(d.client_id, 0) = coalesce(p.calendar_client, 0)
        and d.on_date between p.from_day and p.last
      offset 0) as d
    where p.dated
    union all
    select p.ord, d.id, d.on_date, d.day_index from p
    cross join lateral (
      select d.id, d.on_date, d.day_index from schedule_days d
      where d.plan_id = p.plan_id and d.client_id is null
        and d.day_index between greatest(0, p.from_day - p.start_date) and p.last - p.start_date
      offset 0) as d
    where not p.dated
    union
    select p.ord, d.id, d.on_date, d.day_index from p
    cross join lateral (
      select mv.day_id from membership_day_moves mv
      where mv.membership_id = p.membership_id and mv.on_date between p.from_day and p.last
      offset 0) as mv
    join schedule_days d on d.id = mv.day_id and d.plan_id = p.plan_id
      and coalesce(d.client_id, 0) = coalesce(p.calendar_client, 0)
    where p.fixed
  ),
  pl as (
    select p.*, o.id as day_id, o.on_date, o.day_index,
      coalesce(o.on_date, p.start_date + o.day_index) as own_date,
      coalesce(mv.on_date, o.on_date, p.start_date + o.day_index) as on_day,
      mv.on_date is not null and mv.on_date <> coalesce(o.on_date, p.start_date + o.day_index)
        as moved
    from own o join p on p.ord = o.ord
    left join lateral (
      select mv.on_date from membership_day_moves mv
      where p.fixed and mv.membership_id = p.membership_id and mv.day_id = o.id
      offset 0) as mv on true
  ),
  vb as (
    select pl.*, b.id as block_id, b.kind, b.position, b.track_id, b.title, b.instructions,
      b.macros, b.challenge, b.note
    from pl join schedule_blocks b on b.day_id = pl.day_id
    where pl.on_day between pl.from_day and pl.last
      and case when pl.own_date < pl.today
        then b.track_id = any(pl.past_tracks) or exists (
          select 1 from performed_sets ps
          where ps.block_id = b.id and ps.user_id = pl.user_id and ps.plan_id = pl.plan_id
            and ps.performed_on between pl.from_day and pl.to_day)
        else b.track_id = any(pl.current_tracks) end
  ),
  vs as (
    select vb.*, exists (select 1 from performed_sets ps
                         where ps.block_id = vb.block_id and ps.user_id = vb.user_id) as has_sets
    from vb
    offset 0 -- kept apart, or the planner copies the probe into each use of has_sets
  ),
  bf as (
    select vb.*,
      vb.kind in ('training', 'sets', 'macros', 'challenge') as work,
      exists (select 1 from block_completions bc
              where bc.user_id = vb.user_id and bc.block_id = vb.block_id) as marked,
      exists (select 1 from macro_logs ml
              where ml.user_id = vb.user_id and ml.block_id = vb.block_id) as has_macros,
      (select count(*) from block_comments c
       where c.block_id = vb.block_id and c.client_id = vb.user_id)::int as comments,
      -- Every prescribed set logged: only a block with a set logged can be, so the others
      -- skip the count.
      case when vb.kind in ('training', 'sets') and vb.has_sets then (
        select coalesce(sum(jsonb_array_length(e.sets)), 0) > 0
          and coalesce(sum(jsonb_array_length(e.sets)), 0) = (
            select count(*) from performed_sets ps
            join block_exercises le on le.id = ps.block_exercise_id and le.block_id = vb.block_id
            where ps.block_id = vb.block_id and ps.user_id = vb.user_id
              and ps.set_index < jsonb_array_length(le.sets))
        from block_exercises e where e.block_id = vb.block_id
      ) else false end as all_logged
    from vs as vb
  ),
  bd as (
    select bf.*, bf.marked or bf.all_logged as done,
      bf.has_sets or bf.has_macros or bf.marked as recorded
    from bf
  )`;

/** A day's work, counted in SQL: completion.rules.ts decides. */
const dayWork = sql`
  count(*) filter (where bd.work)::int as work_blocks,
  count(*) filter (where bd.work and bd.done)::int as done_blocks,
  bool_or(bd.recorded) as any_recorded,
  exists (select 1 from day_completions dc
          where dc.user_id = bd.user_id and dc.day_id = bd.day_id) as day_done`;

const dayGroup = sql`group by bd.on_day, bd.ord, bd.on_date, bd.day_index, bd.day_id,
  bd.membership_id, bd.plan_id, bd.moved, bd.user_id
  order by bd.on_day, bd.ord, bd.on_date, bd.day_index`;

type WorkColumns = {
  workBlocks: number;
  doneBlocks: number;
  anyRecorded: boolean;
  dayDone: boolean;
};

const workFields = {
  workBlocks: col<number>('work_blocks'),
  doneBlocks: col<number>('done_blocks'),
  anyRecorded: col<boolean>('any_recorded'),
  dayDone: col<boolean>('day_done'),
};

export const completionOfRow = (row: WorkColumns): Completion => completionOf(row);

export type SummaryRow = WorkColumns & {
  date: Day;
  membershipId: number;
  dayId: number;
  titles: string[];
  blockCount: number;
  commentCount: number;
  hasFeedback: boolean;
};

/** The month view: per program and day, what draws it. */
const summaryStatement = preparedQuery((db) =>
  selectFrom(
    db,
    {
      date: col<Day>('date'),
      membershipId: col<number>('membership_id'),
      dayId: col<number>('day_id'),
      titles: col<string[]>('titles'),
      blockCount: col<number>('block_count'),
      commentCount: col<number>('comment_count'),
      hasFeedback: col<boolean>('has_feedback'),
      ...workFields,
    },
    sql`${placedBlocks}
      select bd.on_day::text as date, bd.membership_id, bd.day_id,
        coalesce(json_agg(bd.title_text order by bd.position, bd.block_id)
                 filter (where bd.title_text <> ''), '[]') as titles,
        count(*)::int as block_count,
        sum(bd.comments)::int as comment_count,
        exists (select 1 from day_feedback f
                where f.user_id = bd.user_id and f.day_id = bd.day_id) as has_feedback,
        ${dayWork}
      from (select bd.*, coalesce(nullif(bd.title, ''), nullif(bd.challenge->>'name', ''),
                                  nullif(bd.note->>'title', ''), '') as title_text
            from bd) as bd
      ${dayGroup}`,
  ).prepare('calendar_month_days'),
);

export type RangeValues = { userId: number; from: Day; to: Day; today: Day };

/**
 * Every value of a days statement in one jsonb parameter, read in a materialized CTE: the
 * planner cannot see them, so a custom plan costs what the generic one does and PostgreSQL keeps
 * the generic plan after its first five runs instead of planning the statement on every call.
 */
const rangeParameter = (values: RangeValues, programs: ProgramInRange[]) =>
  JSON.stringify({
    user_id: values.userId,
    from: values.from,
    to: values.to,
    today: values.today,
    programs,
  });

export async function readSummaryDays(
  db: Db,
  values: RangeValues,
  programs: ProgramInRange[],
): Promise<SummaryRow[]> {
  if (programs.length === 0) return [];
  return summaryStatement(db, { range: rangeParameter(values, programs) });
}

export type DetailRow = WorkColumns & {
  date: Day;
  membershipId: number;
  planId: number;
  dayId: number;
  dayIndex: number | null;
  moved: boolean;
  /** The blocks in full, as JSON text written in SQL (trackedBlockSchema's fields). */
  blocks: string;
  /** The coach's feedback, as JSON text (feedbackSchema's fields). */
  feedback: string;
};

const isoTime = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * A macros log's calories, as `caloriesOf` (macros.rules.ts) counts them: the grams as the
 * driver reads a real (its shortest text), summed as doubles in the same order, rounded half up.
 */
const calories = sql`floor(0 + ml.protein::text::float8 * 4 + ml.carbs::text::float8 * 4
  + ml.fat::text::float8 * 9 + 0.5)::int`;

/**
 * The week in full: per program and day, its blocks as the builder has them with the results,
 * and the coach's feedback, each written as JSON text in SQL: the answer passes through Node
 * without being parsed or written again (docs/decisions/tracking.md, "The week in full as JSON
 * text"). Keys and values are exactly the response schema's; the tests check it on every answer.
 */
const detailStatement = preparedQuery((db) =>
  selectFrom(
    db,
    {
      date: col<Day>('date'),
      membershipId: col<number>('membership_id'),
      planId: col<number>('plan_id'),
      dayId: col<number>('day_id'),
      dayIndex: col<number | null>('day_index'),
      moved: col<boolean>('moved'),
      blocks: col<string>('blocks'),
      feedback: col<string>('feedback'),
      ...workFields,
    },
    sql`${placedBlocks}
      select bd.on_day::text as date, bd.membership_id, bd.plan_id, bd.day_id, bd.day_index,
        bd.moved,
        json_agg(json_build_object(
          'id', bd.block_id, 'kind', bd.kind, 'track_id', bd.track_id, 'position', bd.position,
          'title', bd.title, 'instructions', bd.instructions, 'macros', bd.macros,
          'challenge', bd.challenge, 'note', bd.note,
          'exercises', (
            select coalesce(json_agg(json_build_object(
              'id', e.id, 'exercise_id', e.exercise_id, 'superset', e.superset,
              'notes', e.notes, 'sets', e.sets,
              -- By its key, one probe each (a join's generic plan walked the library's key).
              'exercise', coalesce((
                select json_build_object('id', x.id, 'name', x.name, 'category', x.category,
                  'archived', x.archived_at is not null)
                from exercises x
                where x.id = e.exercise_id
                  and (x.account_id is null or x.account_id = bd.account_id)),
                json_build_object('id', e.exercise_id, 'name', '', 'category', 'strength',
                  'archived', true)))
              order by e.position, e.id), '[]')
            from block_exercises e
            where e.block_id = bd.block_id),
          'done', bd.done,
          'performed', (
            select coalesce(json_agg(json_build_object(
              'id', ps.id, 'block_id', ps.block_id, 'block_exercise_id', ps.block_exercise_id,
              'set_index', ps.set_index, 'exercise_id', ps.exercise_id, 'values', ps.values,
              'records', ps.records, 'performed_on', ps.performed_on,
              'updated_at', ${isoTime(sql`ps.updated_at`)}) order by ps.id), '[]')
            from performed_sets ps
            where ps.block_id = bd.block_id and ps.user_id = bd.user_id),
          'macros_log', (
            select json_build_object('block_id', ml.block_id, 'protein', ml.protein,
              'carbs', ml.carbs, 'fat', ml.fat, 'calories', ${calories},
              'logged_at', ${isoTime(sql`ml.logged_at`)})
            from macro_logs ml
            where ml.user_id = bd.user_id and ml.block_id = bd.block_id),
          'comment_count', bd.comments)
          order by bd.position, bd.block_id)::text as blocks,
        (select coalesce(json_agg(json_build_object(
           'kind', f.kind, 'body', f.body,
           'author_name', coalesce(trim(a.first_name || ' ' || a.last_name), ''),
           'updated_at', ${isoTime(sql`f.updated_at`)}) order by f.kind desc), '[]')
         from day_feedback f left join users a on a.id = f.author_id
         where f.user_id = bd.user_id and f.day_id = bd.day_id)::text as feedback,
        ${dayWork}
      from bd
      ${dayGroup}`,
  ).prepare('calendar_week_days'),
);

export async function readDetailDays(
  db: Db,
  values: RangeValues,
  programs: ProgramInRange[],
): Promise<DetailRow[]> {
  if (programs.length === 0) return [];
  return detailStatement(db, { range: rangeParameter(values, programs) });
}
