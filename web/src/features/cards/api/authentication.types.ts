/** spec 4.6: authenticate a `requires_action` payment with its client secret. */
export type AuthenticationRequest = {
  /** `payment_intent_client_secret` from the retry answer. */
  clientSecret: string;
  /** The coach's connected account the intent lives on (spec 4.6), or null. */
  stripeAccount: string | null;
  /** Where the sandbox's challenge page brings the person back: a path or an address. */
  returnUrl: string;
};

/**
 * How an authentication ended here: done (ask the server, `retry/check` with the intent id),
 * refused with the provider's message, or the browser is leaving for the challenge page (its
 * answer comes back in the return address: readRedirectResult).
 */
export type AuthenticationResult =
  | { status: 'authenticated'; intentId: string }
  | { status: 'failed'; intentId: string; message: string }
  | { status: 'redirecting' };

/** A SetupIntent of a card form that came back from a challenge (its client secret). */
export type SavedCardRequest = { clientSecret: string; stripeAccount: string | null };
