import { cardFormTexts as t } from '../cards.messages';
import type {
  AuthenticationRequest,
  AuthenticationResult,
  SavedCardRequest,
} from './authentication.types';
import { loadStripeJs } from './load-stripe-js';
import { CardProviderError, intentIdOf, paymentMethodIdOf } from './stripe-api';

/** Stripe mode: Stripe.js on the intent's account shows the authentication itself. */
export async function authenticateWithStripe(
  publishableKey: string,
  { clientSecret, stripeAccount }: AuthenticationRequest,
): Promise<AuthenticationResult> {
  const intentId = intentIdOf(clientSecret);
  const stripe = await loadStripeJs({ publishableKey, stripeAccount });
  const result = await stripe.handleNextAction({ clientSecret });
  if (result.error) {
    return { status: 'failed', intentId, message: result.error.message || t.authenticationFailed };
  }
  return { status: 'authenticated', intentId };
}

/** Stripe mode: the payment method a SetupIntent saved, once it came back from a redirect. */
export async function savedCardWithStripe(
  publishableKey: string,
  { clientSecret, stripeAccount }: SavedCardRequest,
): Promise<string> {
  const stripe = await loadStripeJs({ publishableKey, stripeAccount });
  const result = await stripe.retrieveSetupIntent(clientSecret);
  if (result.error) throw new CardProviderError(result.error.message || t.setupFailed);
  const paymentMethodId = paymentMethodIdOf(result.setupIntent.payment_method);
  if (result.setupIntent.status !== 'succeeded' || !paymentMethodId) {
    throw new CardProviderError(result.setupIntent.last_setup_error?.message || t.setupFailed);
  }
  return paymentMethodId;
}
