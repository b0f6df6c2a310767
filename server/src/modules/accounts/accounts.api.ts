// What other areas may use of accounts: the one file they import from it (eslint.config.js).
export { loadSubscription } from './account-subscription.ts';
export {
  findAccount,
  findMembership,
  insertAccount,
  type AccountRow,
} from './accounts.repository.ts';
export { hasConfirmedEmail, unconfirmedEmail } from './confirmed-email.ts';
export { resolveCurrentAccount, type CurrentAccount } from './current-account.ts';
export {
  anyCoach,
  coachOnActiveAccount,
  coachOnUsableAccount,
  ownerOfActiveAccount,
  ownerOfCurrentAccount,
  type CoachGrant,
} from './account-access.ts';
