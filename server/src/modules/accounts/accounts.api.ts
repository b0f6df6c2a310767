// What other areas may use of accounts: the one file they import from it (eslint.config.js).
export {
  accountCoaches,
  additionalCoachCount,
  findAccount,
  findMembership,
  type AccountRow,
} from './accounts.repository.ts';
export { hasConfirmedEmail, unconfirmedEmail } from './confirmed-email.ts';
export { resolveCurrentAccount, type CurrentAccount } from './current-account.ts';
export {
  callerContextQuery,
  callerCurrentAccount,
  callerExtras,
  personFieldsLeftOut,
  type CallerContext,
  type CallerPerson,
  type CallerExtras,
} from './caller-context.ts';
export {
  aClient,
  type ClientGrant,
  coachOnActiveAccount,
  coachOnUsableAccount,
  ownerOfActiveAccount,
  ownerOfCurrentAccount,
  type CoachGrant,
} from './account-access.ts';
export { completeChecklistStep } from './checklist.ts';
export { createPerson } from './create-person.ts';
export { presentCurrent, presentPrivate } from './users.presenter.ts';
export {
  findUser,
  findUserByEmail,
  personMatching,
  setBodyweight,
  userEmails,
  usersByIds,
} from './users.repository.ts';
export {
  sendClientInvitations,
  type ClientInvitationTarget,
} from './client-invitations.service.ts';
export { withdrawPlanInvitations } from './plan-invitations.ts';
export {
  confirmByDigest,
  findByResetDigest,
  resetPassword,
  setConfirmationDigest,
  setCurrentAccount,
  setPasswordHash,
  setResetDigest,
} from './person-credentials.ts';
export { createBusinessAccount } from './accounts.service.ts';
export { acceptInvitation } from './invitations.service.ts';
export type { PersonRow } from './users.tables.ts';
export {
  canonicalTimeZone,
  dayForPerson,
  LAST_TIME_ZONE,
  rememberTimeZone,
  timeZonesOf,
} from './time-zone.ts';
export type { ClientInvitationAccepted } from './accounts.events.ts';
export { accountsErrors } from './accounts.messages.ts';
export { accountsByIds } from './accounts-by-ids.ts';
