import { cardFormTexts } from '../cards.messages';

/** Who calls Stripe's API from the browser: the publishable key, on a connected account or not. */
export type StripeCaller = { publishableKey: string; stripeAccount: string | null };

/** Stripe's error body: `{ error: { type, code, message, ... } }`. */
type StripeErrorBody = { error?: { message?: string; code?: string; type?: string } };

/** A refusal from the card provider; `message` is the provider's own, shown as it is (spec 8). */
export class CardProviderError extends Error {
  readonly code: string | null;
  constructor(message: string, code: string | null = null) {
    super(message);
    this.code = code;
  }
}

type Params = { [key: string]: string | number | null | undefined | Params };

/** Stripe's form encoding: nested keys in brackets (`card[number]=…`), empty values left out. */
export function encodeStripeForm(params: Params, into = new URLSearchParams(), prefix = '') {
  for (const [name, value] of Object.entries(params)) {
    const key = prefix ? `${prefix}[${name}]` : name;
    if (value === null || value === undefined || value === '') continue;
    if (typeof value === 'object') encodeStripeForm(value, into, key);
    else into.append(key, String(value));
  }
  return into;
}

/**
 * One call to Stripe's REST API at the app's own origin (`/v1/...`, where the sandbox answers), as
 * Stripe.js makes it: the publishable key as a bearer token, `Stripe-Account` for a connected
 * account, form-encoded parameters (GET: in the query).
 */
export async function stripeApi<T>(
  caller: StripeCaller,
  method: 'GET' | 'POST',
  path: string,
  params: Params = {},
): Promise<T> {
  const url = new URL(`/v1/${path}`, window.location.origin);
  const form = encodeStripeForm(params);
  const headers: Record<string, string> = {
    Accept: 'application/json',
    Authorization: `Bearer ${caller.publishableKey}`,
  };
  if (caller.stripeAccount) headers['Stripe-Account'] = caller.stripeAccount;
  if (method === 'GET') url.search = form.toString();
  else headers['Content-Type'] = 'application/x-www-form-urlencoded';

  let response: Response;
  let body: unknown;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: method === 'POST' ? form.toString() : undefined,
    });
    body = await response.json();
  } catch {
    throw new CardProviderError(cardFormTexts.unreachable);
  }
  if (!response.ok) {
    const error = (body as StripeErrorBody | null)?.error;
    throw new CardProviderError(error?.message || cardFormTexts.setupFailed, error?.code ?? null);
  }
  return body as T;
}

/** An intent's id is the part of its client secret before `_secret_`. */
export const intentIdOf = (clientSecret: string) => clientSecret.split('_secret_')[0] ?? '';

/** An intent's payment method, given as its id or expanded. */
export const paymentMethodIdOf = (value: string | { id: string } | null) =>
  typeof value === 'string' ? value : (value?.id ?? null);
