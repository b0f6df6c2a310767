import { coachOnUsableAccount } from '../accounts/account-access.ts';

export const customisationPermissions = {
  'customisation.icon.read': coachOnUsableAccount,
};
