import { signedIn } from '../../platform/permissions/basic-rules.ts';

/** About the caller's own session, address and password. */
export const authPermissions = {
  'session.close': signedIn,
  'user.confirmation.resend': signedIn,
  'user.password.change': signedIn,
};
