import { ownerOfCurrentAccount } from './account-access.ts';

export const accountsPermissions = {
  'account.profile.update': ownerOfCurrentAccount,
};
