import type { ResumeType } from '@forma/contract/purchase/purchase.schemas';
import { purchaseMessages, purchaseNotices } from '@forma/contract/programs/programs.messages';
import { AppError } from '../../platform/errors/app-error.ts';
import { eq } from 'drizzle-orm';
import { now } from '../../platform/clock.ts';
import { requireAccess } from '../../platform/permissions/require-access.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { planMemberships } from './purchase.tables.ts';
import { loadPlanAccess } from './plan-access.ts';
import { boughtMembership } from './bought-membership.ts';
import { answer, stateFor } from './join-rules.ts';

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
