import { vi } from 'vitest';

export type MockReply =
  { status?: number; body?: unknown } | Promise<{ status?: number; body?: unknown }>;
/** `query` only when the call had one, so calls without compare as `{ method, path, body }`. */
export type MockCall = { method: string; path: string; body: unknown; query?: URLSearchParams };
type Handler = (call: MockCall) => MockReply;

/**
 * Replaces global fetch with answers by "METHOD path" (path without /api/, query excluded),
 * e.g. `{ 'POST users/sign_in': () => ({ status: 200, body: session }) }`. Unknown calls answer 404.
 * Returns the recorded calls.
 */
export function mockFetch(routes: Record<string, Handler>) {
  const calls: MockCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    const path = url.pathname.replace(/^\/api\//, '');
    const method = (init?.method ?? 'GET').toUpperCase();
    const raw = init?.body;
    const body = typeof raw === 'string' ? (JSON.parse(raw) as unknown) : (raw ?? null);
    const call: MockCall = {
      method,
      path,
      body,
      ...(url.search ? { query: url.searchParams } : {}),
    };
    calls.push(call);
    const handler = routes[`${method} ${path}`];
    const reply = handler ? await handler(call) : { status: 404, body: { error: 'Not Found' } };
    const status = reply.status ?? 200;
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** A promise with its resolve exposed, to hold a reply while the test looks at the pending state. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

export const appConfig = {
  product_name: 'Forma',
  partner_name: 'Race Partner',
  client_id: 'web-client',
  client_secret: 'web-secret',
  api_version: 3,
  public_url: 'http://localhost:3000',
  stripe: { mode: 'sandbox' as const, publishable_key: 'pk_test_forma_sandbox' },
};

export const settingsData = {
  countries: [
    { code: 'FR', name: 'France', local_currencies: ['EUR'], country_phone_code: '33' },
    { code: 'US', name: 'United States', local_currencies: ['USD'], country_phone_code: '1' },
    { code: 'GB', name: 'United Kingdom', local_currencies: ['GBP'], country_phone_code: '44' },
    { code: 'AU', name: 'Australia', local_currencies: ['AUD'], country_phone_code: '61' },
  ],
  states: {
    US: [
      { code: 'CA', name: 'California' },
      { code: 'NY', name: 'New York' },
    ],
  },
  currencies: [{ code: 'GBP' }, { code: 'USD' }, { code: 'EUR' }, { code: 'AUD' }],
  payout_countries: ['GB', 'US', 'AU'],
  tax_types: [],
};
