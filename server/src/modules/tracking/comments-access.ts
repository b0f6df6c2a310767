import { and, eq } from 'drizzle-orm';
import type { Day } from '@forma/contract/programs/days';
import { clientTracks } from '@forma/contract/programs/tracks.rules';
import { trackingMessages } from '@forma/contract/tracking/tracking.messages';
import { isDateVisible, trainingFlows, visibleTo } from '@forma/contract/tracking/visibility.rules';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { findPlan, tracksOfPlan, type PlanRow } from '../programs/programs.api.ts';
import {
  effectiveState,
  followerMembership,
  type MembershipRow,
} from '../purchase/purchase.api.ts';
import {
  chosenTracksOfMembership,
  clientDateOf,
  findBlockWithDay,
  type BlockRow,
  type DayRow,
} from '../training/training.api.ts';
import { onCalendarOf, requireAthleteDay } from './coach-athletes.ts';
import { membershipDayMoves } from './tracking.tables.ts';

/** A block of a client's calendar, with its day, program and the client's membership. */
export type BlockThread = {
  block: BlockRow;
  day: DayRow;
  plan: PlanRow;
  membership: MembershipRow;
  clientId: number;
};

const notYours = () => new AppError('NOT_FOUND', trackingMessages.notYours);

/** The client's date of a day: a Fixed Length day they moved sits on its new date. */
async function clientDateOfDay(db: Db, day: DayRow, membership: MembershipRow) {
  const [moved] = await db
    .select({ onDate: membershipDayMoves.onDate })
    .from(membershipDayMoves)
    .where(
      and(eq(membershipDayMoves.membershipId, membership.id), eq(membershipDayMoves.dayId, day.id)),
    );
  return moved?.onDate ?? clientDateOf(day, membership.startDate);
}

/**
 * A block the client sees (spec 1: what a client sees of a program): on their calendar of a
 * program they follow and were not removed from, while its training flows, on a day open to
 * them, on one of their tracks. 404 for anything else: the client learns nothing of it.
 */
export async function requireClientBlock(
  db: Db,
  userId: number,
  blockId: number,
  today: Day,
): Promise<BlockThread> {
  const found = await findBlockWithDay(db, blockId);
  if (!found) throw notYours();
  const { block, day } = found;
  const plan = await findPlan(db, block.planId);
  const membership = plan && (await followerMembership(db, plan.id, userId));
  if (!plan || !membership || membership.isBlocked || !onCalendarOf(day, plan, userId)) {
    throw notYours();
  }
  const state = effectiveState(membership, today);
  const { startDate } = membership;
  if (!trainingFlows({ planType: plan.planType, state, startDate, today })) throw notYours();
  const date = await clientDateOfDay(db, day, membership);
  if (!isDateVisible(date, visibleTo(plan.planType, plan.visibilityDays, today))) throw notYours();
  // The tracks they see (docs/decisions/training.md 'Tracks'): archived chosen ones on past days
  // only.
  const [tracks, chosen] = await Promise.all([
    tracksOfPlan(db, plan.id),
    chosenTracksOfMembership(db, membership.id),
  ]);
  const view = clientTracks(chosen, tracks);
  if (!(date! < today ? view.past : view.current).includes(block.trackId)) throw notYours();
  return { block, day, plan, membership, clientId: userId };
}

/** A block of a program of the coach's account, on the calendar of a client who follows it. */
export async function requireAthleteBlock(
  db: Db,
  accountId: number,
  userId: number,
  blockId: number,
): Promise<BlockThread> {
  const found = await findBlockWithDay(db, blockId);
  const { plan, membership } = await requireAthleteDay(db, accountId, found?.day ?? null, userId);
  return { block: found!.block, day: found!.day, plan, membership, clientId: userId };
}
