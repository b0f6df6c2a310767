import type { Day } from '@forma/contract/programs/days';
import { clientTracks } from '@forma/contract/programs/tracks.rules';
import type { CalendarDays, CalendarSummary } from '@forma/contract/tracking/calendar.schemas';
import type { Db } from '../../db/database.ts';
import { isDated } from '../training/training.api.ts';
import { byDate, detailEntry, summaryEntry } from './calendar-entries.ts';
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

/**
 * A client's training calendar from `range.from` to `range.to` (their own dates; `today` is
 * theirs): every program they follow with what they may see of it, and on each date the days
 * they see with what they recorded. The summary draws a month; the detail (a week at most) has
 * the blocks in full. Two prepared statements whatever the programs and the history: the
 * programs, then every program's days at once with their results aggregated in SQL
 * (calendar-queries.ts).
 */
export async function readCalendar<D extends boolean>(
  db: Db,
  of: CalendarOf,
  range: CalendarRange,
  today: Day,
  options: { detail: D },
): Promise<D extends true ? CalendarDays : CalendarSummary> {
  type Answer = D extends true ? CalendarDays : CalendarSummary;
  const rows = await readCalendarPrograms(db, of.userId, of.accountId);
  const followed = rows.flatMap((row) =>
    row.membershipId === null ? [] : [followedOf(row, today)],
  );
  const programs = followed.map((f) => f.program);
  const inRange = followed.flatMap((f, ord) => inRangeOf(f, ord, range));
  const values = { userId: of.userId, ...range, today };
  if (!options.detail) {
    const days = await readSummaryDays(db, values, inRange);
    return { programs, days: byDate(days, summaryEntry) } as Answer;
  }
  const days = await readDetailDays(db, values, inRange);
  return {
    programs,
    bodyweight_kg: rows[0]?.bodyweightKg ?? null,
    weight_unit: rows[0]?.weightUnit ?? 'kg',
    days: byDate(days, detailEntry),
  } as Answer;
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
