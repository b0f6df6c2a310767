import { vi } from 'vitest';
import { appConfig, mockFetch, settingsData } from '../../../test/mock-fetch';

export type StripeApiCall = {
  method: string;
  /** e.g. `/v1/payment_methods` */
  path: string;
  query: URLSearchParams;
  /** The form-encoded body. */
  form: URLSearchParams;
  headers: Headers;
};

type StripeReply = { status?: number; body: unknown };

export type PaymentsConfig =
  (typeof appConfig)['stripe'] | { mode: 'stripe'; publishable_key: string };

/**
 * Replaces fetch: `/v1/...` answers from `stripeRoutes` by "METHOD /v1/path" (Stripe's 404 body
 * otherwise) and records the calls with their decoded forms and headers; `/api/...` answers the
 * app's config (with `payments` as its `stripe`) and settings, plus `apiRoutes`.
 */
export function mockStripeApi(
  stripeRoutes: Record<string, (call: StripeApiCall) => StripeReply>,
  {
    payments = appConfig.stripe,
    apiRoutes = {},
  }: { payments?: PaymentsConfig; apiRoutes?: Parameters<typeof mockFetch>[0] } = {},
) {
  const api = mockFetch({
    'GET config': () => ({ body: { ...appConfig, stripe: payments } }),
    'GET settings': () => ({ body: settingsData }),
    ...apiRoutes,
  });
  const calls: StripeApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    if (!url.pathname.startsWith('/v1/')) return api.fetchMock(input, init);
    const call: StripeApiCall = {
      method: (init?.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      query: url.searchParams,
      form: new URLSearchParams(typeof init?.body === 'string' ? init.body : ''),
      headers: new Headers(init?.headers),
    };
    calls.push(call);
    const handler = stripeRoutes[`${call.method} ${call.path}`];
    const reply = handler?.(call) ?? {
      status: 404,
      body: {
        error: {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${call.method}: ${call.path}).`,
        },
      },
    };
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, apiCalls: api.calls };
}
