import type { Day } from '@forma/contract/programs/days';
import type {
  CalendarDays,
  CalendarEntry,
  CalendarSummary,
} from '@forma/contract/tracking/calendar.schemas';
import type { Db } from '../../db/database.ts';
import { usersByIds } from '../accounts/accounts.api.ts';
import { plansByIds } from '../programs/programs.api.ts';
import { followedMemberships } from '../purchase/purchase.api.ts';
import {
  clientDateOf,
  dayOfWeek,
  presentDays,
  readClientDays,
  weekOf,
  type DayContent,
} from '../training/training.api.ts';
import { followedProgram, type FollowedProgram } from './calendar-program.ts';
import { dayCompletion, isBlockDone, loggedSets } from './day-work.ts';
import { movesOf } from './day-moves.ts';
import { readResults, type DayResults } from './results.repository.ts';
import { presentFeedback, presentMacrosLog, presentPerformedSet } from './results.presenter.ts';

/** Whose calendar: a client's, or (a coach's athlete calendar) their programs of one account. */
export type CalendarOf = { userId: number; accountId?: number };
export type CalendarRange = { from: Day; to: Day };

/** One program's day on the client's calendar, on the client's date. */
type Placed = { date: Day; moved: boolean; content: DayContent; followed: FollowedProgram };

const fullName = (user: { firstName: string; lastName: string }) =>
  `${user.firstName} ${user.lastName}`.trim();

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
  const moves = await movesOf(
    db,
    followed.filter((f) => f.plan.planType === 'fixed').map((f) => f.membership.id),
  );
  const placed = (
    await Promise.all(
      followed.map((f) => placeDays(db, f, range, today, moves.get(f.membership.id))),
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
): Promise<FollowedProgram[]> {
  const memberships = await followedMemberships(db, of.userId, of.accountId);
  const plans = await plansByIds(
    db,
    memberships.map((m) => m.planId),
  );
  return memberships.flatMap((membership) => {
    const plan = plans.get(membership.planId);
    return plan ? [followedProgram(plan, membership, today)] : [];
  });
}

/**
 * A program's days the client sees in the range: none while training does not flow, none
 * after the last visible date; Fixed Length days the client moved stand on their new date.
 */
async function placeDays(
  db: Db,
  followed: FollowedProgram,
  range: CalendarRange,
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
  };
  const alsoDayIds = [...moved].filter(([, date]) => within(date)).map(([dayId]) => dayId);
  const contents = await readClientDays(
    db,
    plan,
    client,
    { from: range.from, to, alsoDayIds },
    today,
  );
  return contents.flatMap((content): Placed[] => {
    const own = clientDateOf(content.day, membership.startDate);
    const date = moved.get(content.day.id) ?? own;
    if (!within(date) || content.blocks.length === 0) return [];
    return [{ date, moved: date !== own, content, followed }];
  });
}

function byDate<T>(placed: Placed[], entryOf: (p: Placed) => T) {
  const days: { date: Day; entries: T[] }[] = [];
  for (const p of placed) {
    const last = days.at(-1);
    if (last?.date === p.date) last.entries.push(entryOf(p));
    else days.push({ date: p.date, entries: [entryOf(p)] });
  }
  return days;
}

function commentCount(content: DayContent, results: DayResults) {
  return content.blocks.reduce((n, b) => n + (results.comments.get(b.block.id) ?? 0), 0);
}

function summaryEntry(p: Placed, results: DayResults) {
  const { content } = p;
  return {
    membership_id: p.followed.membership.id,
    day_id: content.day.id,
    titles: content.blocks
      .map(({ block }) => block.title || block.challenge?.name || block.note?.title || '')
      .filter((title) => title !== ''),
    block_count: content.blocks.length,
    completion: dayCompletion(content, results, loggedSets(results)),
    comment_count: commentCount(content, results),
    has_feedback: results.feedback.some((f) => f.dayId === content.day.id),
  };
}

/** The days in full: exercises named (one query per coach account), results beside them. */
async function detail(db: Db, userId: number, placed: Placed[], results: DayResults) {
  const byAccount = new Map<number, DayContent[]>();
  for (const p of placed) {
    const list = byAccount.get(p.followed.plan.accountId) ?? [];
    list.push(p.content);
    byAccount.set(p.followed.plan.accountId, list);
  }
  const [presented, people] = await Promise.all([
    Promise.all(
      [...byAccount].map(([accountId, contents]) => presentDays(db, accountId, contents)),
    ),
    usersByIds(db, [userId, ...results.feedback.flatMap((f) => (f.authorId ? [f.authorId] : []))]),
  ]);
  const presentedDays = new Map(presented.flat().map((day) => [day.id, day]));
  const logged = loggedSets(results);
  const person = people.get(userId);
  const entryOf = (p: Placed): CalendarEntry => {
    const { day } = p.content;
    const tracked = new Map(p.content.blocks.map((b) => [b.block.id, b]));
    return {
      membership_id: p.followed.membership.id,
      plan_id: p.followed.plan.id,
      day_id: day.id,
      week: day.dayIndex === null ? null : weekOf(day.dayIndex),
      day: day.dayIndex === null ? null : dayOfWeek(day.dayIndex),
      done: results.doneDays.has(day.id),
      completion: dayCompletion(p.content, results, logged),
      moved: p.moved,
      blocks: presentedDays.get(day.id)!.blocks.map((block) => {
        const macros = results.macros.get(block.id);
        return {
          ...block,
          done: isBlockDone(tracked.get(block.id)!, results, logged),
          performed: results.sets
            .filter((set) => set.blockId === block.id)
            .sort((a, b) => a.id - b.id)
            .map(presentPerformedSet),
          macros_log: macros ? presentMacrosLog(macros) : null,
          comment_count: results.comments.get(block.id) ?? 0,
        };
      }),
      feedback: results.feedback
        .filter((f) => f.dayId === day.id)
        .map((f) => {
          const author = f.authorId ? people.get(f.authorId) : undefined;
          return presentFeedback(f, author ? fullName(author) : '');
        }),
    };
  };
  return {
    bodyweight_kg: person?.bodyweightKg ?? null,
    weight_unit: person?.weightUnit ?? 'kg',
    days: byDate(placed, entryOf),
  };
}
