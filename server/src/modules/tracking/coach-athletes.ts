import type { Db } from '../../db/database.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { errorMessages } from '../../platform/errors/messages.ts';
import { findPlan, type PlanRow } from '../programs/programs.api.ts';
import { followerMembership, type MembershipRow } from '../purchase/purchase.api.ts';
import type { DayRow } from '../training/training.api.ts';

const notFound = () => new AppError('NOT_FOUND', errorMessages.notFound);

/** A program of the coach's account and the client's membership of it. */
export type AthleteOnPlan = { plan: PlanRow; membership: MembershipRow };

/**
 * The coach's client on one of the current account's programs: the program is the account's
 * and the person follows it (holds or held a place). 404 otherwise, so a coach of another
 * account learns nothing of the program or the person.
 */
export async function requireAthleteOnPlan(
  db: Db,
  accountId: number,
  planId: number,
  userId: number,
): Promise<AthleteOnPlan> {
  const plan = await findPlan(db, planId);
  if (!plan || plan.accountId !== accountId) throw notFound();
  const membership = await followerMembership(db, plan.id, userId);
  if (!membership) throw notFound();
  return { plan, membership };
}

/** The day is on the person's calendar of the program: a 1-2-1 client's own, else the shared one. */
export function onCalendarOf(day: DayRow, plan: PlanRow, userId: number): boolean {
  return plan.planType === 'individual' ? day.clientId === userId : day.clientId === null;
}

/** As `requireAthleteOnPlan`, for a day that must be on the client's calendar. */
export async function requireAthleteDay(
  db: Db,
  accountId: number,
  day: DayRow | null,
  userId: number,
): Promise<AthleteOnPlan> {
  if (!day) throw notFound();
  const found = await requireAthleteOnPlan(db, accountId, day.planId, userId);
  if (!onCalendarOf(day, found.plan, userId)) throw notFound();
  return found;
}
