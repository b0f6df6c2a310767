import { coachOnUsableAccount } from '../accounts/accounts.api.ts';

export const customisationPermissions = {
  'customisation.icon.read': coachOnUsableAccount,
};
