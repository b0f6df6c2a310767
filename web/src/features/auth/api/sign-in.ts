import { useMutation } from '@tanstack/react-query';
import type { SessionResponse } from '@forma/contract/auth/auth.schemas';
import type { SignInBody } from '@forma/contract/auth/auth.rules';
import { api } from '../../../lib/api-client';

/**
 * POST users/sign_in -> {access_token, token_type, private, current}.
 * Silent: the form shows wrong-credential and subdomain answers itself (spec 7, 8).
 */
export function signIn(body: SignInBody): Promise<SessionResponse> {
  return api<SessionResponse>('users/sign_in', { method: 'POST', body, silent: true });
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
