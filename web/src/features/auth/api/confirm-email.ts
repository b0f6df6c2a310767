import { confirmEmailEndpoint } from '@forma/contract/auth/auth.endpoints';
import { call } from '../../../lib/call';

/**
 * POST users/confirm {confirmation_token} -> {message}. Silent: the page sends the visitor to
 * sign-in on success and on failure (spec 2.3), so the global 404 redirect must not run.
 */
export function confirmEmail(confirmationToken: string) {
  return call(
    confirmEmailEndpoint,
    { body: { confirmation_token: confirmationToken } },
    { silent: true },
  );
}
