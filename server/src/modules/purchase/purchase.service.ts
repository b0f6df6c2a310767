import { eq, sql } from 'drizzle-orm';
import type { BuyBody, PublicPlan, ResumeType } from '@forma/contract/purchase/purchase.schemas';
import { purchaseMessages, purchaseNotices } from '@forma/contract/programs/programs.messages';
import { isCalendarPlan } from '@forma/contract/programs/programs.rules';
import type { Day } from '@forma/contract/programs/days';
import { now } from '../../platform/clock.ts';
import { requireAccess } from '../../platform/permissions/require-access.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { AppError, invalid } from '../../platform/errors/app-error.ts';
import { effectiveState, isOngoing, isPast } from './membership-groups.ts';
import { planMemberships } from './purchase.tables.ts';
import { holdFreePlace, loadPlanAccess, type PlanAccess } from './plan-access.ts';
import { assertCanJoin, assertStartDate, answer, startDateFor, stateFor } from './join-rules.ts';
import { buyPaid } from './paid/buy-paid.ts';
import { cancelPaid } from './paid/cancel-paid.ts';

/**
 * POST stripe/plan/{id}/buy for a free program ('Get for Free', 'Resume for Free'): with
 * {start_date}, with {resume_type} for a membership plan to resume, or no body. Paid programs
 * are bought through the payments area.
 */
export async function buyFree(
  rc: RequestContext,
  planId: number,
  body: BuyBody,
): Promise<PublicPlan & { notice: string }> {
  const { caller, user } = await requireAccess(rc, 'membership.buy');
  const { db, clientDay: today } = rc;
  const access = await loadPlanAccess(db, caller, String(planId), today);
  const { plan, membership, flags } = access;
  assertCanJoin(access);
  if (plan.pricing === 'paid') return buyPaid(rc, access, body);
  if (flags.waiverPending) {
    throw new AppError('INVALID', purchaseMessages.waiverRequired, {
      waiver: [purchaseMessages.waiverRequired],
    });
  }
  const state = membership ? effectiveState(membership, today) : null;
  if (state && state !== 'init' && !isPast(state)) {
    throw new AppError('INVALID', purchaseMessages.alreadyOwned);
  }
  if (!flags.canSale) throw new AppError('INVALID', purchaseMessages.unavailable);

  let values: Partial<typeof planMemberships.$inferInsert>;
  let notice: string =
    plan.planType === 'fixed' ? purchaseNotices.purchasedFixed : purchaseNotices.subscribed;
  if (body?.resume_type) {
    if (!flags.willResume) throw new AppError('INVALID', purchaseMessages.unavailable);
    if (body.resume_type === 'continue') {
      // Continue where the client left off: the same start date.
      values = { state: stateFor(membership!.startDate!, today), applied: true };
      notice = purchaseNotices.resumed;
    } else {
      // Restart: the client picks a new start date (add to calendar, then apply_plan).
      values = { state: 'resume', applied: false, startDate: null };
    }
  } else {
    const startDate = startDateFor(plan, body?.start_date, today);
    values = { state: stateFor(startDate, today), startDate, applied: true };
  }
  values = {
    ...values,
    amount: 0,
    priceId: null,
    currency: plan.currency,
    endDate: null,
    canceledBy: null,
    canceledAt: null,
    cancelAtPeriodEnd: false,
    updatedAt: now(),
  };
  await db.transaction(async (tx) => {
    await holdFreePlace(tx, access);
    if (membership) {
      await tx
        .update(planMemberships)
        .set({
          ...values,
          // An invitation to the client's confirmed address becomes theirs.
          userId: user.id,
          inviteState: membership.inviteState ? 'accepted' : null,
          email: null,
        })
        .where(eq(planMemberships.id, membership.id));
    } else {
      // The same click twice at once: the first one makes the membership, the other finds it.
      await tx
        .insert(planMemberships)
        .values({
          ...values,
          planId: plan.id,
          accountId: plan.accountId,
          userId: user.id,
          state: values.state!,
        })
        .onConflictDoNothing({
          target: [planMemberships.planId, planMemberships.userId],
          where: sql`${planMemberships.userId} is not null`,
        });
    }
  });
  return { ...(await answer(rc, plan.id)), notice };
}

/** The viewer's membership that has been bought, or the refusal. */
function boughtMembership(access: PlanAccess, today: Day) {
  const { membership } = access;
  if (access.flags.isBlocked) throw new AppError('FORBIDDEN', purchaseMessages.removedByCoach);
  const state = membership ? effectiveState(membership, today) : null;
  if (!membership || !state || !isOngoing(state)) {
    throw new AppError('INVALID', purchaseMessages.notBought);
  }
  return { membership, state };
}

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

/** POST plans/{id}/resume {resume_type}: a resumed membership continues or restarts. */
export async function resumeMembership(rc: RequestContext, planId: number, resumeType: ResumeType) {
  const { caller } = await requireAccess(rc, 'membership.schedule');
  const today = rc.clientDay;
  const access = await loadPlanAccess(rc.db, caller, String(planId), today);
  const { membership, state } = boughtMembership(access, today);
  if (state !== 'resume') throw new AppError('INVALID', purchaseMessages.unavailable);
  const canContinue = resumeType === 'continue' && membership.startDate !== null;
  await rc.db
    .update(planMemberships)
    .set(
      canContinue
        ? { state: stateFor(membership.startDate!, today), applied: true, updatedAt: now() }
        : { applied: false, startDate: null, updatedAt: now() },
    )
    .where(eq(planMemberships.id, membership.id));
  return {
    ...(await answer(rc, access.plan.id)),
    notice: canContinue ? purchaseNotices.resumed : '',
  };
}

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

/**
 * DELETE athlete/plans/{id}/unsubscribe (and the stripe path): a free program is cancelled at
 * once (spec 4.7); paid subscriptions are the payments area's.
 */
export async function cancelFree(rc: RequestContext, planId: number) {
  const { caller } = await requireAccess(rc, 'membership.cancel');
  const today = rc.clientDay;
  const access = await loadPlanAccess(rc.db, caller, String(planId), today);
  const { membership } = boughtMembership(access, today);
  if (membership.amount > 0) return cancelPaid(rc, access);
  await rc.db
    .update(planMemberships)
    .set({
      state: 'canceled',
      canceledBy: 'canceled_by_athlete',
      canceledAt: now(),
      endDate: today,
      cancelAtPeriodEnd: false,
      updatedAt: now(),
    })
    .where(eq(planMemberships.id, membership.id));
  return { ...(await answer(rc, access.plan.id)), notice: purchaseNotices.cancelled };
}
