import type { Ctx } from '../../core/context.ts';
import { StripeApiError } from '../../core/errors.ts';

/**
 * Stripe.js reads and confirms an intent with the publishable key and the intent's client
 * secret: without the secret the publishable key may not call, and a wrong one is refused.
 */
export function checkClientSecret(
  ctx: Ctx,
  intent: { client_secret: string | null; object: string },
  given: string | undefined,
): void {
  if (given === undefined && !ctx.publishable) return;
  if (given === undefined) {
    throw new StripeApiError(
      401,
      'invalid_request_error',
      'This API call cannot be made with a publishable API key. Please use a secret API key.',
      { code: 'secret_key_required' },
    );
  }
  if (given !== intent.client_secret) {
    const name = intent.object === 'setup_intent' ? 'SetupIntent' : 'PaymentIntent';
    throw new StripeApiError(
      400,
      'invalid_request_error',
      `The client_secret provided does not match the client_secret associated with the ${name}.`,
      { param: 'client_secret' },
    );
  }
}
