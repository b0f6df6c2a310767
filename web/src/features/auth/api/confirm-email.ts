import { api } from '../../../lib/api-client';

/**
 * POST users/confirm {confirmation_token} -> {message}. Silent: the page sends the visitor to
 * sign-in on success and on failure (spec 2.3), so the global 404 redirect must not run.
 */
export function confirmEmail(confirmationToken: string): Promise<{ message?: string } | null> {
  return api<{ message?: string } | null>('users/confirm', {
    method: 'POST',
    body: { confirmation_token: confirmationToken },
    silent: true,
  });
}
