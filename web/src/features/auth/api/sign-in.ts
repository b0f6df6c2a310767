import { useMutation } from '@tanstack/react-query';
import type { SessionResponse } from '@forma/contract/auth/auth.schemas';
import type { SignInBody } from '@forma/contract/auth/auth.rules';
import { signInEndpoint } from '@forma/contract/auth/auth.endpoints';
import { call } from '../../../lib/call';

/**
 * POST users/sign_in -> {access_token, token_type, private, current}.
 * Silent: the form shows wrong-credential and subdomain answers itself (spec 7, 8).
 */
export function signIn(body: SignInBody): Promise<SessionResponse> {
  return call(signInEndpoint, { body }, { silent: true });
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
