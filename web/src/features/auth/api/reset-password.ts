import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { resetPasswordEndpoint } from '@forma/contract/auth/auth.endpoints';
import type { passwordResetBodySchema, SessionResponse } from '@forma/contract/auth/auth.schemas';
import { call } from '../../../lib/call';

export type PasswordResetBody = z.infer<typeof passwordResetBodySchema>;

/**
 * PUT users/password {password, password_confirmation, reset_password_token, client_id,
 * client_secret} -> a new session. Silent: an expired token shows under the form.
 */
export function resetPassword(body: PasswordResetBody): Promise<SessionResponse> {
  return call(resetPasswordEndpoint, { body }, { silent: true });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
