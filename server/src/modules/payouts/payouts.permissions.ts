import { ownerOfCurrentAccount } from '../accounts/accounts.api.ts';

export const payoutsPermissions = {
  'payouts.connect': ownerOfCurrentAccount,
  'payouts.view': ownerOfCurrentAccount,
};
