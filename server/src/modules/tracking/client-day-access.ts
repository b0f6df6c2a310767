import type { Day } from '@forma/contract/programs/days';
import { trackingMessages as m } from '@forma/contract/tracking/tracking.messages';
import { isDateVisible } from '@forma/contract/tracking/visibility.rules';
import type { Db } from '../../db/database.ts';
import { AppError, invalid } from '../../platform/errors/app-error.ts';
import { findPlan, type PlanRow } from '../programs/programs.api.ts';
import { followedMembership, type MembershipRow } from '../purchase/purchase.api.ts';
import {
  chosenTracksOfMembership,
  clientDateOf,
  clientTrackView,
  dayHolding,
  visibleToClient,
  type DayContent,
  type DayPart,
} from '../training/training.api.ts';
import { followedProgram, type FollowedProgram } from './calendar-program.ts';
import { moveOf } from './day-moves.ts';
import { recordedBlockIds } from './results.repository.ts';

/** A day of a client's calendar they may record on: its visible blocks, on their date. */
export type ClientDay = {
  followed: FollowedProgram<PlanRow, MembershipRow>;
  /** The day with the blocks the client sees. */
  content: DayContent;
  date: Day;
  /** Fixed Length: the date the client moved it to, else null. */
  movedTo: Day | null;
};

const notYours = () => new AppError('NOT_FOUND', m.notYours);

/**
 * The day holding `part` as the client sees it, when they may record on it: a day of a program
 * they follow (a 1-2-1 day of their own calendar), the block among those they see (404
 * otherwise), open to them (422 notVisibleYet for a day ahead of what they see) while training
 * flows (422 notFlowing).
 */
export async function requireClientDay(
  db: Db,
  userId: number,
  today: Day,
  part: DayPart,
): Promise<ClientDay> {
  const whole = await dayHolding(db, part);
  if (!whole) throw notYours();
  const { day } = whole;
  const [membership, plan] = await Promise.all([
    followedMembership(db, day.planId, userId),
    findPlan(db, day.planId),
  ]);
  if (!membership || !plan) throw notYours();
  if (plan.planType === 'individual' ? day.clientId !== userId : day.clientId !== null) {
    throw notYours();
  }
  const followed = followedProgram(plan, membership, today);
  const movedTo = plan.planType === 'fixed' ? await moveOf(db, membership.id, day.id) : null;
  const date = movedTo ?? clientDateOf(day, membership.startDate);
  const [view, recorded] = await Promise.all([
    chosenTracksOfMembership(db, membership.id).then((c) => clientTrackView(db, plan.id, c)),
    recordedBlockIds(db, userId, { blockIds: whole.blocks.map((b) => b.block.id) }),
  ]);
  const content = visibleToClient(whole, view, date, today, recorded);
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
