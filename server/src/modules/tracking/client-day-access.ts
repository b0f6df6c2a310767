import { sql } from 'drizzle-orm';
import type { Day } from '@forma/contract/programs/days';
import type { TrackState } from '@forma/contract/programs/tracks.rules';
import { trackingMessages as m } from '@forma/contract/tracking/tracking.messages';
import { isDateVisible } from '@forma/contract/tracking/visibility.rules';
import type { Db } from '../../db/database.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { AppError, invalid } from '../../platform/errors/app-error.ts';
import {
  joinPlanOf,
  planColumns,
  planTrackStatesSql,
  type PlanRow,
} from '../programs/programs.api.ts';
import {
  followedMembershipColumns,
  followedMembershipId,
  joinFollowedMembership,
  type MembershipRow,
} from '../purchase/purchase.api.ts';
import {
  blockIdsOfDaySql,
  chosenTrackIdsSql,
  clientDateOf,
  dayContentOf,
  dayPartId,
  dayPartKind,
  selectDayHolding,
  trackViewOf,
  visibleToClient,
  type DayContent,
  type DayPart,
  type DayPartKind,
  type DayRow,
} from '../training/training.api.ts';
import { followedProgram, type FollowedProgram } from './calendar-program.ts';
import { membershipDayMoves, performedSets } from './tracking.tables.ts';

/** A day of a client's calendar they may record on: its visible blocks, on their date. */
export type ClientDay = {
  followed: FollowedProgram<PlanRow, MembershipRow>;
  /** The day with the blocks the client sees. */
  content: DayContent;
  date: Day;
  /** Fixed Length: the date the client moved it to, else null. */
  movedTo: Day | null;
};

/** One row of the access statement. */
type AccessRow = {
  day: DayRow;
  content: unknown;
  membership: MembershipRow | null;
  plan: PlanRow | null;
  tracks: TrackState[] | string;
  chosen: number[];
  movedTo: Day | null;
  recorded: number[];
};

const notYours = () => new AppError('NOT_FOUND', m.notYours);

/**
 * Everything the check reads, in one prepared statement per kind of part: the day holding the
 * part with its blocks and exercises, the client's membership of its program (when the program
 * is in their calendar), the program and its tracks, the tracks chosen for the client, the date
 * the client moved the day to, and the day's blocks they recorded results on.
 */
function accessStatement(kind: DayPartKind) {
  return preparedQuery((db: Db) => {
    const userId = sql.placeholder('userId');
    const moves = membershipDayMoves;
    const sets = performedSets;
    return selectDayHolding(db, kind, sql`${sql.placeholder('id')}`, (day) => ({
      columns: {
        ...followedMembershipColumns,
        ...planColumns,
        tracks: planTrackStatesSql(day.planId),
        chosen: chosenTrackIdsSql(followedMembershipId),
        movedTo: sql<Day | null>`(select ${moves.onDate} from ${moves}
          where ${moves.membershipId} = ${followedMembershipId} and ${moves.dayId} = ${day.id})`,
        recorded: sql<number[]>`coalesce((select array_agg(distinct ${sets.blockId}) from ${sets}
          where ${sets.userId} = ${userId} and ${sets.blockId} in ${blockIdsOfDaySql(day.id)}), '{}')`,
      },
      join: (query) =>
        joinPlanOf(joinFollowedMembership(query, day.planId, sql`${userId}`), day.planId),
    })).prepare(`client_day_access_${kind}`) as unknown as {
      execute(params: { id: number; userId: number }): Promise<AccessRow[]>;
    };
  });
}

const statements = {
  dayId: accessStatement('dayId'),
  blockId: accessStatement('blockId'),
  blockExerciseId: accessStatement('blockExerciseId'),
};

/**
 * The day holding `part` as the client sees it, when they may record on it: a day of a program
 * they follow (a 1-2-1 day of their own calendar), the block among those they see (404
 * otherwise), open to them (422 notVisibleYet for a day ahead of what they see) while training
 * flows (422 notFlowing). One statement.
 */
export async function requireClientDay(
  db: Db,
  userId: number,
  today: Day,
  part: DayPart,
): Promise<ClientDay> {
  const kind = dayPartKind(part);
  const [row] = await statements[kind](db, { id: dayPartId(part), userId });
  if (!row) throw notYours();
  const { day, membership, plan } = row;
  if (!membership || !plan) throw notYours();
  if (plan.planType === 'individual' ? day.clientId !== userId : day.clientId !== null) {
    throw notYours();
  }
  const whole = dayContentOf(day, row.content);
  const followed = followedProgram(plan, membership, today);
  const movedTo = plan.planType === 'fixed' ? (row.movedTo ?? null) : null;
  const date = movedTo ?? clientDateOf(day, membership.startDate);
  const tracks = typeof row.tracks === 'string' ? JSON.parse(row.tracks) : row.tracks;
  const view = trackViewOf(row.chosen, tracks);
  const content = visibleToClient(whole, view, date, today, new Set(row.recorded));
  const seen = (blockId: number) => content.blocks.some((b) => b.block.id === blockId);
  // A day with nothing the client sees is not on their calendar.
  if (content.blocks.length === 0) throw notYours();
  if ('blockId' in part && !seen(part.blockId)) throw notYours();
  if (
    'blockExerciseId' in part &&
    !content.blocks.some((b) => b.exercises.some((e) => e.id === part.blockExerciseId))
  ) {
    throw notYours();
  }
  if (date === null || !isDateVisible(date, followed.program.visible_to)) {
    throw invalid('base', m.notVisibleYet);
  }
  if (!followed.program.flowing) throw invalid('base', m.notFlowing);
  return { followed, content, date, movedTo };
}
