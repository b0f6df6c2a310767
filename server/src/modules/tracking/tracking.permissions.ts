import { coachOnActiveAccount, coachOnUsableAccount } from '../accounts/accounts.api.ts';
import { aClient } from '../accounts/accounts.api.ts';

/**
 * A client's own calendar and results; a coach of the current account about its clients (the
 * service then finds the client among the account's clients, 404 otherwise).
 */
export const trackingPermissions = {
  'calendar.read': aClient,
  'training.log': aClient,
  'athlete.read': coachOnUsableAccount,
  'athlete.respond': coachOnActiveAccount,
};
