import type { BrowserContext } from '@playwright/test';

/**
 * No connection at all. Chromium's offline mode also cuts the service worker's own fetches
 * (offline-app.spec.ts checks it); the routes fail the page's requests, and the worker's too
 * where Playwright reports them (PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS).
 */
export async function goOffline(context: BrowserContext) {
  await context.setOffline(true);
  await context.route('**/*', (route) => route.abort('internetdisconnected'));
}

/** The connection is back: the page sees `online` and its requests reach the server again. */
export async function goOnline(context: BrowserContext) {
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await context.setOffline(false);
}
