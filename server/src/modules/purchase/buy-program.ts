import { eq, sql } from 'drizzle-orm';
import type { BuyBody, PublicPlan } from '@forma/contract/purchase/purchase.schemas';
import { purchaseMessages, purchaseNotices } from '@forma/contract/programs/programs.messages';
import { now } from '../../platform/clock.ts';
import { requireAccess } from '../../platform/permissions/require-access.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { effectiveState, isPast } from './membership-groups.ts';
import { planMemberships } from './purchase.tables.ts';
import { holdFreePlace, loadPlanAccess, type PlanAccess } from './plan-access.ts';
import { assertCanJoin, answer, startDateFor, stateFor } from './join-rules.ts';
import { buyPaid } from './paid/buy-paid.ts';

/**
 * POST stripe/plan/{id}/buy: the client buys a program, free or paid. A paid one is charged
 * through paid/buy-paid.ts; a free one ('Get for Free', 'Resume for Free') is joined here, with
 * {start_date}, with {resume_type} for a membership plan to resume, or no body.
 */
export async function buyProgram(
  rc: RequestContext,
  planId: number,
  body: BuyBody,
): Promise<PublicPlan & { notice: string }> {
  const { caller, user } = await requireAccess(rc, 'membership.buy');
  const access = await loadPlanAccess(rc.db, caller, String(planId), rc.clientDay);
  assertCanJoin(access);
  if (access.plan.pricing === 'paid') return buyPaid(rc, access, body);
  return joinFree(rc, access, body, user.id);
}

/** A free program joined: a membership made, or the client's own or invited one taken up. */
async function joinFree(
  rc: RequestContext,
  access: PlanAccess,
  body: BuyBody,
  userId: number,
): Promise<PublicPlan & { notice: string }> {
  const { db, clientDay: today } = rc;
  const { plan, membership, flags } = access;
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
          userId,
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
          userId,
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
