import { useMutation } from '@tanstack/react-query';
import {
  unconfirmedEmailErrorSchema,
  type UnconfirmedEmailError,
} from '@forma/contract/auth/auth.schemas';
import { api, ApiError } from '../../../lib/api-client';

/** POST users/confirmation (signed in, no body): the confirmation e-mail again -> {message}. */
export const resendConfirmation = () =>
  api<{ message: string }>('users/confirmation', { method: 'POST' });

/** 'Send the confirmation email again'; a refusal (too soon, too many) gets the global toast. */
export const useResendConfirmation = () => useMutation({ mutationFn: resendConfirmation });

/** A call refused until the person's address is confirmed (`{errors, unconfirmed: true}`). */
export function unconfirmedEmailError(error: unknown): UnconfirmedEmailError | null {
  if (!(error instanceof ApiError)) return null;
  const parsed = unconfirmedEmailErrorSchema.safeParse(error.body);
  return parsed.success ? parsed.data : null;
}
