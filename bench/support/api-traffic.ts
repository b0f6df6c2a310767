/** The API requests a page makes, as Chromium sent and received them. */
import type { Page, Request } from '@playwright/test';

export type Traffic = {
  requests: number;
  /** Body bytes as they crossed the wire (compressed when the server compressed them). */
  encoded: number;
  decoded: number;
  /** Method, path and query of each, e.g. `GET /api/coach/plans/3/schedule?from=...`. */
  names: string[];
};

type Made = { name: string; encoded: number; decoded: number };

const isApi = (request: Request) => new URL(request.url()).pathname.startsWith('/api/');

async function sizesOf(request: Request): Promise<Made> {
  const url = new URL(request.url());
  const name = `${request.method()} ${url.pathname}${url.search}`;
  const response = await request.response();
  const sizes = await request.sizes().catch(() => ({ responseBodySize: 0 }));
  const body = await response?.body().catch(() => null);
  return { name, encoded: sizes.responseBodySize, decoded: body?.length ?? 0 };
}

/**
 * Records every `/api/` request of `page` from now on, in the order they started: `mark()` is
 * how many so far, `since(mark)` sums those after it once they have finished, and `idle()`
 * waits until none has been in flight for a while.
 */
export function watchApi(page: Page) {
  const made: Promise<Made>[] = [];
  const finished = new Map<Request, (request: Request) => void>();
  let inFlight = 0;

  page.on('request', (request) => {
    if (!isApi(request)) return;
    inFlight += 1;
    made.push(
      new Promise<Request>((resolve) => finished.set(request, resolve)).then((done) => {
        inFlight -= 1;
        return sizesOf(done);
      }),
    );
  });
  const finish = (request: Request) => finished.get(request)?.(request);
  page.on('requestfinished', finish);
  page.on('requestfailed', finish);

  return {
    mark: () => made.length,
    /** Resolves once no API request has been in flight for `quietMs`. */
    async idle(quietMs = 500, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      let quietSince = Date.now();
      while (Date.now() < deadline) {
        if (inFlight > 0) quietSince = Date.now();
        else if (Date.now() - quietSince >= quietMs) return;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error(`API requests still in flight after ${timeoutMs} ms`);
    },
    async since(mark: number): Promise<Traffic> {
      const each = await Promise.all(made.slice(mark));
      return {
        requests: each.length,
        encoded: each.reduce((sum, one) => sum + one.encoded, 0),
        decoded: each.reduce((sum, one) => sum + one.decoded, 0),
        names: each.map((one) => one.name),
      };
    },
  };
}

export type ApiWatch = ReturnType<typeof watchApi>;
