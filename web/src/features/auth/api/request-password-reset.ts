import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { passwordResetRequestSchema } from '@forma/contract/auth/auth.schemas';
import { requestPasswordResetEndpoint } from '@forma/contract/auth/auth.endpoints';
import { call } from '../../../lib/call';

export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** POST users/password {email, client_id, client_secret}: sends the reset e-mail. */
export function requestPasswordReset(body: PasswordResetRequest) {
  return call(requestPasswordResetEndpoint, { body });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
