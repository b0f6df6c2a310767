import type { Day } from '@forma/contract/programs/days';
import { purchaseMessages } from '@forma/contract/programs/programs.messages';
import { AppError } from '../../platform/errors/app-error.ts';
import { effectiveState, isOngoing } from './membership-groups.ts';
import type { PlanAccess } from './plan-access.ts';

/** The viewer's membership that has been bought, or the refusal. */
export function boughtMembership(access: PlanAccess, today: Day) {
  const { membership } = access;
  if (access.flags.isBlocked) throw new AppError('FORBIDDEN', purchaseMessages.removedByCoach);
  const state = membership ? effectiveState(membership, today) : null;
  if (!membership || !state || !isOngoing(state)) {
    throw new AppError('INVALID', purchaseMessages.notBought);
  }
  return { membership, state };
}
