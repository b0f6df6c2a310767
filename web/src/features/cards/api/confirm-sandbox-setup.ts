import type { PaymentMethod, SetupIntent } from '@stripe/stripe-js';
import { leaveFor } from '../browser-location';
import { cardFormTexts } from '../cards.messages';
import {
  CardProviderError,
  intentIdOf,
  paymentMethodIdOf,
  stripeApi,
  type StripeCaller,
} from './stripe-api';

/** What the sandbox's card form collects, as Stripe's Payment Element would. */
export type SandboxCard = {
  /** Digits only. */
  number: string;
  expMonth: number;
  /** Four digits. */
  expYear: number;
  cvc: string;
  name: string;
  country: string;
  postalCode: string;
};

/** How a card setup ends in this page: saved, or the browser is on its way to a challenge. */
export type SetupOutcome = { status: 'saved'; paymentMethodId: string } | { status: 'redirecting' };

/**
 * Saves a card on the SetupIntent of `clientSecret` through the sandbox's Stripe API, the calls
 * Stripe.js makes: a card PaymentMethod, then the intent confirmed with it. A card that needs
 * authentication sends the browser to the challenge page, which comes back to `returnUrl`.
 * Throws CardProviderError with the provider's message when the card is refused.
 */
export async function confirmSandboxSetup(
  caller: StripeCaller,
  { card, clientSecret, returnUrl }: { card: SandboxCard; clientSecret: string; returnUrl: string },
): Promise<SetupOutcome> {
  const paymentMethod = await stripeApi<PaymentMethod>(caller, 'POST', 'payment_methods', {
    type: 'card',
    card: {
      number: card.number,
      exp_month: card.expMonth,
      exp_year: card.expYear,
      cvc: card.cvc,
    },
    billing_details: {
      name: card.name,
      address: { country: card.country, postal_code: card.postalCode },
    },
  });
  const intent = await stripeApi<SetupIntent>(
    caller,
    'POST',
    `setup_intents/${intentIdOf(clientSecret)}/confirm`,
    { client_secret: clientSecret, payment_method: paymentMethod.id, return_url: returnUrl },
  );
  if (intent.status === 'succeeded') {
    return {
      status: 'saved',
      paymentMethodId: paymentMethodIdOf(intent.payment_method) ?? paymentMethod.id,
    };
  }
  const challenge = intent.next_action?.redirect_to_url?.url;
  if (intent.status === 'requires_action' && challenge) {
    leaveFor(challenge);
    return { status: 'redirecting' };
  }
  throw new CardProviderError(intent.last_setup_error?.message || cardFormTexts.setupFailed);
}
