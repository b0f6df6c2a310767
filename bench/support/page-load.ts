/** One page load in a browser, as the browser's resource timing tells it. */
import type { Page } from '@playwright/test';

export type Script = {
  name: string;
  /** Body bytes as they crossed the wire (compressed). */
  encoded: number;
  decoded: number;
  beforeLoad: boolean;
};

export type PageLoad = {
  beforeLoad: Script[];
  untilShown: Script[];
  requestsBeforeLoad: number;
  requests: number;
  encodings: Set<string>;
};

type Entry = {
  name: string;
  encodedBodySize: number;
  decodedBodySize: number;
  responseEnd: number;
};

/** Opens `url`, waits for `heading` and for the network to go idle, and reads what was fetched. */
export async function loadPage(page: Page, url: string, heading: string): Promise<PageLoad> {
  const encodings = new Set<string>();
  let requests = 0;
  page.on('request', () => (requests += 1));
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.js')) {
      encodings.add(response.headers()['content-encoding'] ?? 'identity');
    }
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.getByRole('heading', { name: heading }).waitFor();
  await page.waitForLoadState('networkidle');

  const timing = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const entries = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(
      (entry) => ({
        name: entry.name,
        encodedBodySize: entry.encodedBodySize,
        decodedBodySize: entry.decodedBodySize,
        responseEnd: entry.responseEnd,
      }),
    );
    return { loadEventStart: navigation.loadEventStart, entries };
  });
  const beforeLoad = (entry: Entry) => entry.responseEnd <= timing.loadEventStart;
  const scripts = timing.entries
    .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
    .map((entry) => ({
      name: new URL(entry.name).pathname,
      encoded: entry.encodedBodySize,
      decoded: entry.decodedBodySize,
      beforeLoad: beforeLoad(entry),
    }));
  return {
    beforeLoad: scripts.filter((script) => script.beforeLoad),
    untilShown: scripts,
    // The document itself is a request before load, and is not a resource timing entry.
    requestsBeforeLoad: timing.entries.filter(beforeLoad).length + 1,
    requests,
    encodings,
  };
}
