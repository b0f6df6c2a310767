import Stripe from 'stripe';
import { newId } from '../core/ids.ts';
import { injectFetch } from '../sandbox.ts';
import type { TestSandbox } from './test-sandbox.ts';

/** An SDK client holding the publishable key, as Stripe.js calls the API. */
export function publishableClient(test: TestSandbox): Stripe {
  return new Stripe(test.sandbox.settings.publishableKey, {
    httpClient: Stripe.createFetchHttpClient(injectFetch(test.sandbox.app)),
    maxNetworkRetries: 0,
  });
}

/**
 * A connected account to charge on (`Stripe-Account`). Accounts are another module's; the tests
 * of payments only need one to exist, with the name its customers see.
 */
export async function connectedAccount(test: TestSandbox, name = 'Coach Ada'): Promise<string> {
  const id = newId('acct', 16);
  await test.sandbox.run(null, (ctx) =>
    ctx.store.insert({
      id,
      object: 'account',
      business_profile: { name },
      charges_enabled: true,
      created: 0,
    }),
  );
  return id;
}

/** Answers the 3-D Secure challenge page as the customer would, with one of its two buttons. */
export function answerChallenge(test: TestSandbox, intentId: string, outcome: 'complete' | 'fail') {
  return test.sandbox.app.inject({
    method: 'POST',
    url: `/sandbox/3ds/${intentId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `outcome=${outcome}`,
  });
}

/** The card error an SDK call was refused with. */
export async function refusal(call: Promise<unknown>): Promise<Stripe.errors.StripeError> {
  try {
    await call;
  } catch (error) {
    return error as Stripe.errors.StripeError;
  }
  throw new Error('Expected Stripe to refuse the call');
}

/**
 * Each test file starts its own PGlite and sandbox; on a loaded two-core machine that and the
 * concurrent-confirm tests outlast Vitest's defaults (the server's project allows as long).
 */
export const TIMEOUTS = { testTimeout: 30_000, hookTimeout: 120_000 };
