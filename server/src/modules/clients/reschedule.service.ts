import { addDays } from '@forma/contract/programs/days';
import type { PlanType } from '@forma/contract/programs/programs.rules';
import { trackingMessages } from '@forma/contract/tracking/tracking.messages';
import type { Db } from '../../db/database.ts';
import { invalid } from '../../platform/errors/app-error.ts';
import { requireAccess } from '../../platform/permissions/require-access.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import type { PlanRow } from '../programs/programs.api.ts';
import { changePlanMember, effectiveState, isOngoing } from '../purchase/purchase.api.ts';
import { lastProgrammedDay, weekOf } from '../training/training.api.ts';
import { presentOne, requireMembership } from './program-clients.service.ts';

/** The server's own texts of reschedule by week and day. */
const rescheduleMessages = {
  weeksOnly: 'Only Session 1, Day 1 and Fixed Length programs are rescheduled by week and day.',
  notClient: 'Only a client who holds a place in the program can be rescheduled.',
} as const;

/** Programs whose clients each run at their own week and day (docs/decisions/tracking.md). */
const BY_WEEK_AND_DAY: readonly PlanType[] = ['membership', 'fixed'];

/**
 * The schedule's week count (DECISIONS 'Other bounds'): a Fixed Length program's length, a
 * Session 1 Day 1 program's last week holding training (one while it holds none).
 */
async function weekCount(db: Db, plan: PlanRow): Promise<number> {
  if (plan.planType === 'fixed' && plan.lengthWeeks !== null) return plan.lengthWeeks;
  const { dayIndex } = await lastProgrammedDay(db, plan.id);
  return dayIndex === null ? 1 : weekOf(dayIndex);
}

/**
 * PUT coach/plans/{id}/clients/{membership_id}/reschedule {week, day} (spec 2.4, 2.5): the
 * client's start date moves so that today is that week and day of the program for them.
 */
export async function rescheduleClient(
  rc: RequestContext,
  planId: number,
  membershipId: number,
  body: { week: number; day: number },
) {
  const { plan } = await requireAccess(rc, 'plan.clients.manage', planId);
  const { db, clientDay: today } = rc;
  const { membership } = await requireMembership(db, plan, membershipId);
  if (!BY_WEEK_AND_DAY.includes(plan.planType)) {
    throw invalid('week', rescheduleMessages.weeksOnly);
  }
  if (!isOngoing(effectiveState(membership, today))) {
    throw invalid('week', rescheduleMessages.notClient);
  }
  const weeks = await weekCount(db, plan);
  if (body.week < 1 || body.week > weeks) {
    throw invalid('week', trackingMessages.between(1, weeks));
  }
  const startDate = addDays(today, -((body.week - 1) * 7 + (body.day - 1)));
  await changePlanMember(db, membership.id, { startDate });
  return presentOne(db, plan, membership.id, today);
}
