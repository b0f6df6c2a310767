import Stripe from 'stripe';
import { AppError } from '../../platform/errors/app-error.ts';

/** Stripe no longer knows the account, or no longer lets the platform reach it. */
export function isAccountGone(error: unknown): boolean {
  if (!(error instanceof Stripe.errors.StripeError)) return false;
  return (
    error instanceof Stripe.errors.StripePermissionError ||
    error.code === 'resource_missing' ||
    error.code === 'account_invalid'
  );
}

/**
 * A Stripe refusal that is the coach's to fix (a country Stripe does not serve, a balance left on
 * the account) as a 422 with Stripe's own message; any other error as it is.
 */
export function refusalAsInvalid(error: unknown): unknown {
  return error instanceof Stripe.errors.StripeInvalidRequestError
    ? new AppError('INVALID', error.message)
    : error;
}

/** Runs a Stripe call, its refusals answered as 422 (refusalAsInvalid), not 500. */
export async function refusalsAsInvalid<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw refusalAsInvalid(error);
  }
}
