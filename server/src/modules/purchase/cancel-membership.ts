import { purchaseNotices } from '@forma/contract/programs/programs.messages';
import { eq } from 'drizzle-orm';
import { now } from '../../platform/clock.ts';
import { requireAccess } from '../../platform/permissions/require-access.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { planMemberships } from './purchase.tables.ts';
import { loadPlanAccess } from './plan-access.ts';
import { boughtMembership } from './bought-membership.ts';
import { answer } from './join-rules.ts';
import { cancelPaid } from './paid/cancel-paid.ts';

/**
 * DELETE athlete/plans/{id}/unsubscribe (and the stripe path): the client cancels a program. A
 * free one is cancelled at once (spec 4.7); a paid subscription through paid/cancel-paid.ts.
 */
export async function cancelMembership(rc: RequestContext, planId: number) {
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
