/** The parameters Stripe (and the sandbox's challenge page) add to the return address. */
const REDIRECT_PARAMS = [
  'payment_intent',
  'payment_intent_client_secret',
  'setup_intent',
  'setup_intent_client_secret',
  'redirect_status',
] as const;

export type RedirectResult = {
  intent: 'payment_intent' | 'setup_intent';
  intentId: string;
  clientSecret: string | null;
  /** Stripe's `redirect_status`: anything but succeeded or processing is a failure. */
  status: 'succeeded' | 'processing' | 'failed';
};

/**
 * What came back from a challenge in the return address' query, so the page can go on
 * (`retry/check` with the intent id; for a card setup, readSavedCard). Null when nothing did.
 */
export function readRedirectResult(searchParams: URLSearchParams): RedirectResult | null {
  const redirectStatus = searchParams.get('redirect_status');
  const status =
    redirectStatus === 'succeeded' || redirectStatus === 'processing' ? redirectStatus : 'failed';
  for (const intent of ['payment_intent', 'setup_intent'] as const) {
    const intentId = searchParams.get(intent);
    if (intentId) {
      return {
        intent,
        intentId,
        clientSecret: searchParams.get(`${intent}_client_secret`),
        status,
      };
    }
  }
  return null;
}

/** The query without the redirect's parameters, to put back in the address once read. */
export function withoutRedirectParams(searchParams: URLSearchParams): URLSearchParams {
  const rest = new URLSearchParams(searchParams);
  for (const name of REDIRECT_PARAMS) rest.delete(name);
  return rest;
}
