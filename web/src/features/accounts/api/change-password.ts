import { useMutation } from '@tanstack/react-query';
import type { PasswordChange } from '@forma/contract/auth/auth.rules';
import { changePasswordEndpoint } from '@forma/contract/auth/auth.endpoints';
import { call } from '../../../lib/call';

/**
 * PATCH users/password {user:{password, password_confirmation, current_password}}. Silent: a
 * failure shows the server's answer as a warning (spec 8).
 */
export const changePassword = (user: PasswordChange) =>
  call(changePasswordEndpoint, { body: { user } }, { silent: true });

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
