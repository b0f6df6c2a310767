import { ownerOfActiveAccount, ownerOfCurrentAccount } from '../accounts/accounts.api.ts';

export const payoutsPermissions = {
  // A blocked owner may still connect and see payouts (platform.md 2.3: onboarding is available
  // to blocked accounts); disconnecting needs the account in use.
  'payouts.connect': ownerOfCurrentAccount,
  'payouts.view': ownerOfCurrentAccount,
  'payouts.disconnect': ownerOfActiveAccount,
};
