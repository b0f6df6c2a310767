import { accountsBodyIdRules } from './accounts.body-ids.ts';
import { signedIn } from '../../platform/permissions/basic-rules.ts';
import {
  anyCoach,
  coachOnActiveAccount,
  ownerOfActiveAccount,
  ownerOfCurrentAccount,
} from './account-access.ts';

export const accountsPermissions = {
  'account.list': anyCoach,
  'account.create': anyCoach,
  'account.switch': anyCoach,
  'account.invite.respond': anyCoach,
  'account.profile.update': ownerOfCurrentAccount,
  'account.coaches.read': ownerOfCurrentAccount,
  'account.coaches.invite': ownerOfActiveAccount,
  'account.coaches.remove': ownerOfCurrentAccount,
  'client.invite': coachOnActiveAccount,
  // The invitation's address must be the caller's: checked with the invitation.
  'invitation.accept': signedIn,
  ...accountsBodyIdRules,
};
