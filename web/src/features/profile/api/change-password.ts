import { useMutation } from '@tanstack/react-query';
import type { PasswordChange } from '@forma/contract/auth/auth.rules';
import { api } from '../../../lib/api-client';

/**
 * PATCH users/password {user:{password, password_confirmation, current_password}}. Silent: a
 * failure shows the server's answer as a warning (spec 8).
 */
export const changePassword = (user: PasswordChange) =>
  api<unknown>('users/password', { method: 'PATCH', body: { user }, silent: true });

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
