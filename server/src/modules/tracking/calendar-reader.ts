import type { Day } from '@forma/contract/programs/days';
import type { CalendarDays, CalendarSummary } from '@forma/contract/tracking/calendar.schemas';
import type { Db } from '../../db/database.ts';
import { plansByIds } from '../programs/programs.api.ts';
import { followedMemberships } from '../purchase/purchase.api.ts';
import { chosenTracksOf, clientDateOf, readClientDays } from '../training/training.api.ts';
import { followedProgram, type FollowedProgram } from './calendar-program.ts';
import { byDate, detail, summaryEntry, type Placed } from './calendar-entries.ts';
import { movesOf } from './day-moves.ts';
import { readResults, recordedBlockIds } from './results.repository.ts';

/** Whose calendar: a client's, or (a coach's athlete calendar) their programs of one account. */
export type CalendarOf = { userId: number; accountId?: number };
export type CalendarRange = { from: Day; to: Day };

/**
 * A client's training calendar from `range.from` to `range.to` (their own dates; `today` is
 * theirs): every program they follow with what they may see of it, and on each date the days
 * they see with what they recorded. The summary draws a month; the detail (a week at most) has
 * the blocks in full. The queries are per program (its days) and per kind of result (all days
 * at once), never per day.
 */
export async function readCalendar<D extends boolean>(
  db: Db,
  of: CalendarOf,
  range: CalendarRange,
  today: Day,
  options: { detail: D },
): Promise<D extends true ? CalendarDays : CalendarSummary> {
  type Answer = D extends true ? CalendarDays : CalendarSummary;
  const followed = await followedPrograms(db, of, today);
  const flowing = followed.filter((f) => f.program.flowing);
  const [moves, recorded] = await Promise.all([
    movesOf(
      db,
      flowing.filter((f) => f.plan.planType === 'fixed').map((f) => f.membership.id),
    ),
    recordedBlockIds(db, of.userId, { planIds: flowing.map((f) => f.plan.id), ...range }),
  ]);
  const placed = (
    await Promise.all(
      flowing.map((f) =>
        placeDays(db, f, { ...range, recorded }, today, moves.get(f.membership.id)),
      ),
    )
  ).flat();
  placed.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const results = await readResults(
    db,
    of.userId,
    placed.flatMap((p) => p.content.blocks.map((b) => b.block.id)),
    placed.map((p) => p.content.day.id),
  );
  const programs = followed.map((f) => f.program);
  if (!options.detail) {
    return { programs, days: byDate(placed, (p) => summaryEntry(p, results)) } as Answer;
  }
  return { programs, ...(await detail(db, of.userId, placed, results)) } as Answer;
}

/** The programs of the person's calendar (of one account when asked), with what they see. */
export async function followedPrograms(
  db: Db,
  of: CalendarOf,
  today: Day,
): Promise<(FollowedProgram & { chosenTrackIds: number[] })[]> {
  const memberships = await followedMemberships(db, of.userId, of.accountId);
  const [plans, chosen] = await Promise.all([
    plansByIds(
      db,
      memberships.map((m) => m.planId),
    ),
    chosenTracksOf(
      db,
      memberships.map((m) => m.id),
    ),
  ]);
  return memberships.flatMap((membership) => {
    const plan = plans.get(membership.planId);
    const tracks = chosen.get(membership.id) ?? [];
    return plan ? [{ ...followedProgram(plan, membership, today), chosenTrackIds: tracks }] : [];
  });
}

/**
 * A program's days the client sees in the range: none while training does not flow, none
 * after the last visible date; Fixed Length days the client moved stand on their new date.
 */
async function placeDays(
  db: Db,
  followed: FollowedProgram & { chosenTrackIds: number[] },
  range: CalendarRange & { recorded: ReadonlySet<number> },
  today: Day,
  moved: Map<number, Day> = new Map(),
): Promise<Placed[]> {
  const { plan, membership, program } = followed;
  if (!program.flowing) return [];
  const last = program.visible_to;
  const to = last !== null && last < range.to ? last : range.to;
  if (to < range.from) return [];
  const within = (date: Day | null): date is Day =>
    date !== null && date >= range.from && date <= to;
  const client = {
    membershipId: membership.id,
    userId: membership.userId!,
    startDate: membership.startDate,
    chosenTrackIds: followed.chosenTrackIds,
  };
  const alsoDayIds = [...moved].filter(([, date]) => within(date)).map(([dayId]) => dayId);
  const contents = await readClientDays(
    db,
    plan,
    client,
    { from: range.from, to, alsoDayIds, recorded: range.recorded },
    today,
  );
  return contents.flatMap((content): Placed[] => {
    const own = clientDateOf(content.day, membership.startDate);
    const date = moved.get(content.day.id) ?? own;
    if (!within(date) || content.blocks.length === 0) return [];
    return [{ date, moved: date !== own, content, followed }];
  });
}
