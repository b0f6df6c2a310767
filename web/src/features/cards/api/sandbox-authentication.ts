import type { PaymentIntent, SetupIntent } from '@stripe/stripe-js';
import { leaveFor } from '../browser-location';
import { cardFormTexts as t } from '../cards.messages';
import type {
  AuthenticationRequest,
  AuthenticationResult,
  SavedCardRequest,
} from './authentication.types';
import {
  CardProviderError,
  intentIdOf,
  paymentMethodIdOf,
  stripeApi,
  type StripeCaller,
} from './stripe-api';

/** The intent needs nothing more from the person: `processing` and the rest are the server's. */
function settled(intentId: string, intent: PaymentIntent): AuthenticationResult {
  if (intent.status === 'requires_payment_method' || intent.status === 'canceled') {
    const message = intent.last_payment_error?.message || t.authenticationFailed;
    return { status: 'failed', intentId, message };
  }
  return { status: 'authenticated', intentId };
}

/**
 * Sandbox mode: reads the PaymentIntent with its client secret and sends the browser to its
 * challenge page. When the challenge would not come back to `returnUrl`, the intent is confirmed
 * again with it first, as Stripe.js confirms a `requires_action` intent from the browser.
 */
export async function authenticateInSandbox(
  publishableKey: string,
  { clientSecret, stripeAccount, returnUrl }: AuthenticationRequest,
): Promise<AuthenticationResult> {
  const caller: StripeCaller = { publishableKey, stripeAccount };
  const intentId = intentIdOf(clientSecret);
  const path = `payment_intents/${intentId}`;
  let intent = await stripeApi<PaymentIntent>(caller, 'GET', path, { client_secret: clientSecret });
  if (intent.status !== 'requires_action') return settled(intentId, intent);
  if (intent.next_action?.redirect_to_url?.return_url !== returnUrl) {
    intent = await stripeApi<PaymentIntent>(caller, 'POST', `${path}/confirm`, {
      client_secret: clientSecret,
      return_url: returnUrl,
    });
  }
  const challenge = intent.next_action?.redirect_to_url?.url;
  if (intent.status === 'requires_action' && challenge) {
    leaveFor(challenge);
    return { status: 'redirecting' };
  }
  return settled(intentId, intent);
}

/** Sandbox mode: the payment method a SetupIntent saved, once it came back from its challenge. */
export async function savedCardInSandbox(
  publishableKey: string,
  { clientSecret, stripeAccount }: SavedCardRequest,
): Promise<string> {
  const intent = await stripeApi<SetupIntent>(
    { publishableKey, stripeAccount },
    'GET',
    `setup_intents/${intentIdOf(clientSecret)}`,
    { client_secret: clientSecret },
  );
  const paymentMethodId = paymentMethodIdOf(intent.payment_method);
  if (intent.status !== 'succeeded' || !paymentMethodId) {
    throw new CardProviderError(intent.last_setup_error?.message || t.setupFailed);
  }
  return paymentMethodId;
}
