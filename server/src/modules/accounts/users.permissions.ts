import { signedIn, signedInCoach } from '../../platform/permissions/basic-rules.ts';
import { coachOnUsableAccount } from './account-access.ts';

/** The person acts on themselves: any signed-in person, blocked account or not. */
export const usersPermissions = {
  'user.read': signedIn,
  'user.update': signedIn,
  'user.delete': signedIn,
  'user.warnings.read': signedIn,
  'user.questions.update': signedInCoach,
  'user.tax.update': coachOnUsableAccount,
};
