import { useMutation } from '@tanstack/react-query';
import {
  unconfirmedEmailErrorSchema,
  type UnconfirmedEmailError,
} from '@forma/contract/auth/auth.schemas';
import { resendConfirmationEndpoint } from '@forma/contract/auth/auth.endpoints';
import { ApiError } from '../../../lib/api-client';
import { call } from '../../../lib/call';

/** POST users/confirmation (signed in, no body): the confirmation e-mail again -> {message}. */
export const resendConfirmation = () => call(resendConfirmationEndpoint);

/** 'Send the confirmation email again'; a refusal (too soon, too many) gets the global toast. */
export const useResendConfirmation = () => useMutation({ mutationFn: resendConfirmation });

/** A call refused until the person's address is confirmed (`{errors, unconfirmed: true}`). */
export function unconfirmedEmailError(error: unknown): UnconfirmedEmailError | null {
  if (!(error instanceof ApiError)) return null;
  const parsed = unconfirmedEmailErrorSchema.safeParse(error.body);
  return parsed.success ? parsed.data : null;
}
