import type { Day } from '@forma/contract/programs/days';
import { purchaseNotices } from '@forma/contract/programs/programs.messages';
import { eq } from 'drizzle-orm';
import { now } from '../../platform/clock.ts';
import { requireAccess } from '../../platform/permissions/require-access.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { planMemberships } from './purchase.tables.ts';
import { loadPlanAccess } from './plan-access.ts';
import { boughtMembership } from './bought-membership.ts';
import { assertStartDate, answer, stateFor } from './join-rules.ts';

/** POST schedule/apply_plan {plan_id, start_date}: an owned program onto the calendar. */
export async function applyPlan(rc: RequestContext, planId: number, startDate: Day) {
  const { caller } = await requireAccess(rc, 'membership.schedule');
  const today = rc.clientDay;
  const access = await loadPlanAccess(rc.db, caller, String(planId), today);
  const { membership, state } = boughtMembership(access, today);
  assertStartDate(access.plan, startDate, today);
  const keepState = state === 'trialing' || state === 'past_due' || state === 'incomplete';
  await rc.db
    .update(planMemberships)
    .set({
      startDate,
      applied: true,
      state: keepState ? state : stateFor(startDate, today),
      updatedAt: now(),
    })
    .where(eq(planMemberships.id, membership.id));
  return { ...(await answer(rc, access.plan.id)), notice: purchaseNotices.added };
}
