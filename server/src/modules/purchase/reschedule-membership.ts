import type { Day } from '@forma/contract/programs/days';
import { purchaseMessages, purchaseNotices } from '@forma/contract/programs/programs.messages';
import { isCalendarPlan } from '@forma/contract/programs/programs.rules';
import { AppError, invalid } from '../../platform/errors/app-error.ts';
import { eq } from 'drizzle-orm';
import { now } from '../../platform/clock.ts';
import { requireAccess } from '../../platform/permissions/require-access.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { planMemberships } from './purchase.tables.ts';
import { loadPlanAccess } from './plan-access.ts';
import { boughtMembership } from './bought-membership.ts';
import { stateFor } from './join-rules.ts';

/** GET plans/{id}/re_add_info: the current start and the first day a new one may take. */
export async function reAddInfo(rc: RequestContext, planId: number) {
  const { caller } = await requireAccess(rc, 'membership.schedule');
  const today = rc.clientDay;
  const access = await loadPlanAccess(rc.db, caller, String(planId), today);
  if (isCalendarPlan(access.plan.planType)) {
    throw new AppError('INVALID', purchaseMessages.cannotReschedule);
  }
  const { membership } = boughtMembership(access, today);
  return { start_current_schedule: membership.startDate, min_available_date: today };
}

/** POST plans/{id}/re_add_schedule {date}: a new start date (spec 2.8 Reschedule). */
export async function reAddSchedule(rc: RequestContext, planId: number, date: Day) {
  const { caller } = await requireAccess(rc, 'membership.schedule');
  const today = rc.clientDay;
  const access = await loadPlanAccess(rc.db, caller, String(planId), today);
  if (isCalendarPlan(access.plan.planType)) {
    throw new AppError('INVALID', purchaseMessages.cannotReschedule);
  }
  const { membership, state } = boughtMembership(access, today);
  if (date < today) throw invalid('date', purchaseMessages.rescheduleDate);
  const keepState = state !== 'active' && state !== 'scheduled' && state !== 'resume';
  await rc.db
    .update(planMemberships)
    .set({
      startDate: date,
      applied: true,
      state: keepState ? state : stateFor(date, today),
      updatedAt: now(),
    })
    .where(eq(planMemberships.id, membership.id));
  return { message: purchaseNotices.rescheduled(access.plan.title), start_date: date };
}
