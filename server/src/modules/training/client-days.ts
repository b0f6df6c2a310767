import { and, inArray, or } from 'drizzle-orm';
import { daysBetween, type Day } from '@forma/contract/programs/days';
import { clientTracks, type TrackState } from '@forma/contract/programs/tracks.rules';
import type { Db } from '../../db/database.ts';
import { tracksOfPlan, type PlanRow } from '../programs/programs.api.ts';
import { clientDateOf, isDated } from './schedule-keys.ts';
import { scheduleDays } from './training.tables.ts';
import {
  calendarOf,
  datesBetween,
  indexesBetween,
  readDays,
  type DayContent,
} from './schedule.repository.ts';

/**
 * A client of a program as their calendar needs them: membership, person, start date, and the
 * tracks the coach chose for them (clients.api's `chosenTracksOfMembership`; none: the default).
 */
export type ProgramClient = {
  membershipId: number;
  userId: number;
  startDate: Day | null;
  chosenTrackIds: readonly number[];
};

/** The tracks whose blocks a client sees: on today and later days, and on past days. */
export type ClientTrackView = { current: ReadonlySet<number>; past: ReadonlySet<number> };

/** The client's tracks (spec 2.3, 4.8): tracks.rules.ts decides, from the coach's choice. */
export async function clientTrackView(
  db: Db,
  planId: number,
  chosen: readonly number[],
): Promise<ClientTrackView> {
  return trackViewOf(chosen, await tracksOfPlan(db, planId));
}

/** clientTrackView from the program's tracks already read. */
export function trackViewOf(
  chosen: readonly number[],
  tracks: readonly TrackState[],
): ClientTrackView {
  const { current, past } = clientTracks(chosen, tracks);
  return { current: new Set(current), past: new Set(past) };
}

export { clientDateOf };

/**
 * The blocks of a day the client sees. From today on: their tracks' blocks, none of an archived
 * track (clients lose access, spec 4.8). Before today: what was there, archived tracks' blocks
 * included (history), and the blocks they recorded results on (`recorded`), whatever their
 * track. A day without a date (not started yet) is ahead of them.
 */
export function visibleToClient(
  content: DayContent,
  view: ClientTrackView,
  date: Day | null,
  today: Day,
  recorded: ReadonlySet<number> = new Set(),
): DayContent {
  const past = date !== null && date < today;
  const tracks = past ? view.past : view.current;
  return {
    day: content.day,
    blocks: content.blocks.filter(
      (b) => tracks.has(b.block.trackId) || (past && recorded.has(b.block.id)),
    ),
  };
}

/**
 * The days of a client's calendar from `from` to `to` (the client's dates, both included) with
 * the blocks they see; `today` is the client's own day. Days of a program run in weeks from
 * Week 1 are placed from the client's start date (none before they have one). `alsoDayIds`
 * adds days of that calendar outside the range (a Fixed Length day the client moved into it).
 */
export async function readClientDays(
  db: Db,
  plan: PlanRow,
  client: ProgramClient,
  range: {
    from: Day;
    to: Day;
    alsoDayIds?: readonly number[];
    /** Blocks the client recorded results on: shown on past days whatever their track. */
    recorded?: ReadonlySet<number>;
  },
  today: Day,
): Promise<DayContent[]> {
  let where;
  if (isDated(plan.planType)) {
    where = datesBetween(range.from, range.to);
  } else {
    if (client.startDate === null) return [];
    const first = Math.max(0, daysBetween(client.startDate, range.from));
    const last = daysBetween(client.startDate, range.to);
    where = last < first ? undefined : indexesBetween(first, last);
  }
  const also = range.alsoDayIds?.length ? inArray(scheduleDays.id, [...range.alsoDayIds]) : null;
  if (where === undefined && also === null) return [];
  const calendar = calendarOf(plan.id, plan.planType === 'individual' ? client.userId : null);
  const [contents, view] = await Promise.all([
    readDays(db, and(calendar, also ? or(where, also) : where)!),
    clientTrackView(db, plan.id, client.chosenTrackIds),
  ]);
  return contents.map((content) =>
    visibleToClient(
      content,
      view,
      clientDateOf(content.day, client.startDate),
      today,
      range.recorded,
    ),
  );
}

/** One day of a client's calendar with the blocks they see (null: nothing is programmed). */
export async function readClientDay(
  db: Db,
  plan: PlanRow,
  client: ProgramClient,
  date: Day,
  today: Day,
): Promise<DayContent | null> {
  const [day] = await readClientDays(db, plan, client, { from: date, to: date }, today);
  return day ?? null;
}
