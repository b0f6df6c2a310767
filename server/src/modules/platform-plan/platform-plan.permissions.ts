import { coachOnUsableAccount, ownerOfCurrentAccount } from '../accounts/accounts.api.ts';

/** A blocked account still reads its plan and starts its trial: that is how it unblocks. */
export const platformPlanPermissions = {
  'platform-plan.subscription.read': coachOnUsableAccount,
  'platform-plan.trial.start': ownerOfCurrentAccount,
};
