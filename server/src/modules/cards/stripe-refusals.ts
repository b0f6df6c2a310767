import Stripe from 'stripe';
import { cardsMessages } from '@forma/contract/cards/cards.messages';
import { AppError } from '../../platform/errors/app-error.ts';

/** Stripe does not know the PaymentMethod on this connected account (or no longer reaches it). */
export function isMissing(error: unknown): boolean {
  return (
    error instanceof Stripe.errors.StripePermissionError ||
    (error instanceof Stripe.errors.StripeInvalidRequestError &&
      (error.code === 'resource_missing' || error.code === 'account_invalid'))
  );
}

/**
 * Runs a Stripe call on a card: a card the account does not know is 404, a declined card or a
 * refused change a 422 with Stripe's own message (the card form shows it), never a 5xx.
 */
export async function cardCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isMissing(error)) throw new AppError('NOT_FOUND', cardsMessages.notYourCard);
    if (
      error instanceof Stripe.errors.StripeCardError ||
      error instanceof Stripe.errors.StripeInvalidRequestError
    ) {
      throw new AppError('INVALID', error.message);
    }
    throw error;
  }
}
