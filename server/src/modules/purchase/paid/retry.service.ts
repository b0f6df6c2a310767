import type { RetryResponse } from '@forma/contract/purchase/purchase.schemas';
import { AppError } from '../../../platform/errors/app-error.ts';
import { requireAccess } from '../../../platform/permissions/require-access.ts';
import type { RequestContext } from '../../../platform/request-context.ts';
import { loadPlanAccess } from '../plan-access.ts';
import { currentIntent, settleCharge } from './payment-sync/payment-sync.ts';
import { paidMessages } from './paid.messages.ts';
import { paidMembershipOf } from './paid-membership.ts';
import { payAgain } from './pay-again.ts';
import { retryAnswer } from './pay-outcome.ts';

const UNPAID = new Set(['incomplete', 'past_due']);

/** POST stripe/plan/{id}/retry: the default card charged again for an unpaid membership (4.6). */
export async function retryPayment(rc: RequestContext, planId: number): Promise<RetryResponse> {
  const { caller } = await requireAccess(rc, 'membership.buy');
  const access = await loadPlanAccess(rc.db, caller, String(planId), rc.clientDay);
  const { state } = await paidMembershipOf(rc, access);
  if (!UNPAID.has(state)) throw new AppError('INVALID', paidMessages.nothingToPay);
  return retryAnswer(await payAgain(rc, access));
}

/** POST stripe/plan/{id}/retry/check {intent}: the payment after the card's authentication. */
export async function retryCheck(
  rc: RequestContext,
  planId: number,
  intentId: string,
): Promise<RetryResponse> {
  const { caller } = await requireAccess(rc, 'membership.buy');
  const access = await loadPlanAccess(rc.db, caller, String(planId), rc.clientDay);
  const { charge } = await paidMembershipOf(rc, access);
  const { intent } = await currentIntent(rc, charge);
  if (intent?.id !== intentId && charge.paymentIntentId !== intentId) {
    throw new AppError('INVALID', paidMessages.unknownIntent);
  }
  return retryAnswer(await settleCharge(rc, charge, access.plan));
}
