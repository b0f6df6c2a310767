import { useMutation } from '@tanstack/react-query';
import type { SessionResponse, SignUpBody } from '@forma/contract/auth/auth.schemas';
import { api } from '../../../lib/api-client';

/**
 * POST users/sign_up {form fields, role, flow, invitation_token?, utm?, client_id,
 * client_secret} -> a session. Silent: 422 field messages show under the fields.
 */
export function signUp(body: SignUpBody): Promise<SessionResponse> {
  return api<SessionResponse>('users/sign_up', { method: 'POST', body, silent: true });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
