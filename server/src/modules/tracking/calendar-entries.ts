import type { Day } from '@forma/contract/programs/days';
import type { CalendarEntry } from '@forma/contract/tracking/calendar.schemas';
import type { Db } from '../../db/database.ts';
import { usersByIds } from '../accounts/accounts.api.ts';
import { dayOfWeek, presentDays, weekOf, type DayContent } from '../training/training.api.ts';
import type { FollowedProgram } from './calendar-program.ts';
import { dayCompletion, isBlockDone, loggedSets } from './day-work.ts';
import type { DayResults } from './results.repository.ts';
import { presentFeedback, presentMacrosLog, presentPerformedSet } from './results.presenter.ts';

/** How the calendar presents the days it placed: a month's summary, or the days in full. */

/** One program's day on the client's calendar, on the client's date. */
export type Placed = { date: Day; moved: boolean; content: DayContent; followed: FollowedProgram };

const fullName = (user: { firstName: string; lastName: string }) =>
  `${user.firstName} ${user.lastName}`.trim();

export function byDate<T>(placed: Placed[], entryOf: (p: Placed) => T) {
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

export function summaryEntry(p: Placed, results: DayResults) {
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
export async function detail(db: Db, userId: number, placed: Placed[], results: DayResults) {
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
