import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { passwordResetRequestSchema } from '@forma/contract/auth/auth.schemas';
import { api } from '../../../lib/api-client';

export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** POST users/password {email, client_id, client_secret}: sends the reset e-mail. */
export function requestPasswordReset(
  body: PasswordResetRequest,
): Promise<{ message?: string } | null> {
  return api<{ message?: string } | null>('users/password', { method: 'POST', body });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
