import { purchaseMessages } from '@forma/contract/programs/programs.messages';
import type { MembershipState } from '@forma/contract/programs/programs.rules';
import { AppError } from '../../../platform/errors/app-error.ts';
import type { RequestContext } from '../../../platform/request-context.ts';
import { effectiveState, isOngoing } from '../membership-groups.ts';
import type { PlanAccess } from '../plan-access.ts';
import { chargeOf, type ChargeRow } from './payment-sync/payment-sync.ts';
import { paidMessages } from './paid.messages.ts';

/**
 * The caller's ongoing paid membership of the program and its Stripe charge, or the refusal; an
 * attempt whose Stripe answer is not written yet is refused unless `unanswered` takes it.
 */
export async function paidMembershipOf(
  rc: RequestContext,
  access: PlanAccess,
  { unanswered = false }: { unanswered?: boolean } = {},
) {
  const { membership } = access;
  if (access.flags.isBlocked) throw new AppError('FORBIDDEN', purchaseMessages.removedByCoach);
  const state: MembershipState | null = membership
    ? effectiveState(membership, rc.clientDay)
    : null;
  if (!membership || !state || !isOngoing(state)) {
    throw new AppError('INVALID', purchaseMessages.notBought);
  }
  const charge: ChargeRow | null = await chargeOf(rc, membership.id);
  if (!charge || (!unanswered && !charge.subscriptionId && !charge.paymentIntentId)) {
    throw new AppError('INVALID', paidMessages.nothingToPay);
  }
  return { membership, state, charge };
}
