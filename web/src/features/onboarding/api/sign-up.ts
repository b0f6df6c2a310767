import { useMutation } from '@tanstack/react-query';
import type { SessionResponse, SignUpBody } from '@forma/contract/auth/auth.schemas';
import { signUpEndpoint } from '@forma/contract/auth/auth.endpoints';
import { call } from '../../../lib/call';

/**
 * POST users/sign_up {form fields, role, flow, invitation_token?, utm?, client_id,
 * client_secret} -> a session. Silent: 422 field messages show under the fields.
 */
export function signUp(body: SignUpBody): Promise<SessionResponse> {
  return call(signUpEndpoint, { body }, { silent: true });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
