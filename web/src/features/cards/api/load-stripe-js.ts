import type { Stripe } from '@stripe/stripe-js';
import { CARD_LIBRARY_MISSING } from '../cards.messages';
import { CardProviderError, type StripeCaller } from './stripe-api';

/**
 * Stripe.js for the publishable key, on the coach's connected account when given (spec 7). Its
 * code is a chunk of its own, fetched only in stripe mode; when Stripe.js cannot load, the error
 * says 'Stripe library not loaded!' (spec 8).
 */
export async function loadStripeJs({
  publishableKey,
  stripeAccount,
}: StripeCaller): Promise<Stripe> {
  let stripe: Stripe | null = null;
  try {
    const { loadStripe } = await import('@stripe/stripe-js');
    stripe = await loadStripe(publishableKey, stripeAccount ? { stripeAccount } : undefined);
  } catch {
    // Reported below, as when loadStripe answers null (no browser window).
  }
  if (!stripe) throw new CardProviderError(CARD_LIBRARY_MISSING, 'library_missing');
  return stripe;
}
