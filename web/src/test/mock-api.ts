import { vi } from 'vitest';

type Handler = unknown | ((init: RequestInit | undefined) => unknown);

/**
 * Stubs fetch for `/api/...` calls: `mockApi({ 'GET accounts': [...] })`. Unlisted calls answer
 * 404. Returns the stub, whose calls can be inspected.
 */
export function mockApi(routes: Record<string, Handler>) {
  const stub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const key = `${init?.method ?? 'GET'} ${url.pathname.replace(/^\/api\//, '')}`;
    if (!(key in routes)) return new Response(JSON.stringify({ errors: { base: [`No mock for ${key}`] } }), { status: 404 });
    const handler = routes[key];
    const body = typeof handler === 'function' ? (handler as (init?: RequestInit) => unknown)(init) : handler;
    return new Response(body === undefined ? '' : JSON.stringify(body), { status: 200 });
  });
  vi.stubGlobal('fetch', stub);
  return stub;
}
