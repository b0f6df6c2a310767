import type { Day } from '@forma/contract/programs/days';
import { clientTracks } from '@forma/contract/programs/tracks.rules';
import type {
  CalendarDays,
  CalendarProgram,
  CalendarSummary,
} from '@forma/contract/tracking/calendar.schemas';
import type { Db } from '../../db/database.ts';
import { JsonText } from '../../platform/http/json-text.ts';
import { isDated } from '../training/training.api.ts';
import { byDate, detailDaysText, summaryEntry } from './calendar-entries.ts';
import { followedProgram, type FollowedProgram } from './calendar-program.ts';
import {
  readCalendarPrograms,
  readDetailDays,
  readSummaryDays,
  type CalendarProgramRow,
  type ProgramInRange,
} from './calendar-queries.ts';

/** Whose calendar: a client's, or (a coach's athlete calendar) their programs of one account. */
export type CalendarOf = { userId: number; accountId?: number };
export type CalendarRange = { from: Day; to: Day };

type Programs = { rows: CalendarProgramRow[]; followed: Followed[]; inRange: ProgramInRange[] };

/** The programs a client follows with what they may see today, and those with days in range. */
async function readPrograms(
  db: Db,
  of: CalendarOf,
  range: CalendarRange,
  today: Day,
): Promise<Programs> {
  const rows = await readCalendarPrograms(db, of.userId, of.accountId);
  const followed = rows.flatMap((row) =>
    row.membershipId === null ? [] : [followedOf(row, today)],
  );
  const inRange = followed.flatMap((f, ord) => inRangeOf(f, ord, range));
  return { rows, followed, inRange };
}

/**
 * A client's training calendar from `range.from` to `range.to` (their own dates; `today` is
 * theirs): every program they follow with what they may see of it, and on each date the days
 * they see with what they recorded, drawn as a month. Two prepared statements whatever the
 * programs and the history: the programs, then every program's days at once with their results
 * aggregated in SQL (calendar-queries.ts).
 */
export async function readCalendarSummary(
  db: Db,
  of: CalendarOf,
  range: CalendarRange,
  today: Day,
): Promise<CalendarSummary> {
  const { followed, inRange } = await readPrograms(db, of, range, today);
  const days = await readSummaryDays(db, { userId: of.userId, ...range, today }, inRange);
  return { programs: followed.map((f) => f.program), days: byDate(days, summaryEntry) };
}

/**
 * The same calendar's days in full (a week at most), the blocks with what the client recorded:
 * the answer as JSON text (calendarDaysSchema), and the programs it shows.
 */
export async function readCalendarDays(
  db: Db,
  of: CalendarOf,
  range: CalendarRange,
  today: Day,
): Promise<{ programs: CalendarProgram[]; json: JsonText }> {
  const { rows, followed, inRange } = await readPrograms(db, of, range, today);
  const days = await readDetailDays(db, { userId: of.userId, ...range, today }, inRange);
  const programs = followed.map((f) => f.program);
  const head = JSON.stringify({
    programs,
    bodyweight_kg: rows[0]?.bodyweightKg ?? null,
    weight_unit: rows[0]?.weightUnit ?? 'kg',
  } satisfies Omit<CalendarDays, 'days'>);
  return { programs, json: new JsonText(`${head.slice(0, -1)},"days":${detailDaysText(days)}}`) };
}

type Followed = FollowedProgram & { tracks: { current: number[]; past: number[] } };

function followedOf(row: CalendarProgramRow, today: Day): Followed {
  const plan = {
    id: row.planId,
    accountId: row.accountId,
    title: row.title,
    planType: row.planType,
    color: row.color,
    visibilityDays: row.visibilityDays,
  };
  const membership = {
    id: row.membershipId!,
    userId: row.userId,
    startDate: row.startDate,
    state: row.state as FollowedProgram['membership']['state'],
  };
  const tracks = row.tracks.map(([id, archived, position]) => ({ id, archived, position }));
  return {
    ...followedProgram(plan, membership, today),
    tracks: clientTracks(row.chosenTrackIds, tracks),
  };
}

/**
 * A program whose days may show in the range: none while training does not flow, none after
 * the last visible date, none of a program in weeks before the client has a start date.
 */
function inRangeOf(f: Followed, ord: number, range: CalendarRange): ProgramInRange[] {
  const { plan, membership, program } = f;
  if (!program.flowing) return [];
  const last =
    program.visible_to !== null && program.visible_to < range.to ? program.visible_to : range.to;
  if (last < range.from) return [];
  const dated = isDated(plan.planType);
  if (!dated && membership.startDate === null) return [];
  return [
    {
      ord,
      membership_id: membership.id,
      plan_id: plan.id,
      account_id: plan.accountId,
      calendar_client: plan.planType === 'individual' ? membership.userId : null,
      dated,
      fixed: plan.planType === 'fixed',
      start_date: membership.startDate,
      last,
      current_tracks: f.tracks.current,
      past_tracks: f.tracks.past,
    },
  ];
}
