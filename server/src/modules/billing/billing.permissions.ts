import { ownerOfCurrentAccount } from '../accounts/accounts.api.ts';

export const billingPermissions = {
  'billing.connect': ownerOfCurrentAccount,
};
