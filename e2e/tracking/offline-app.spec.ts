import type { Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../support/fixtures.ts';
import { putOffProfileQuestion } from '../support/free-program.ts';
import { signedIn } from '../support/sign-in.ts';
import { goOffline, goOnline } from '../support/offline.ts';
import { expect, test } from '../support/test.ts';

// The other journeys run without service workers (playwright.config.ts); this one is about it.
test.use({ viewport: { width: 375, height: 812 }, serviceWorkers: 'allow' });

/** Shown in the phone header to a signed-in person only. */
const signedInHeader = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: 'Notifications' });

/** Whether a request from the page reaches anything (the service worker's cache included). */
const fetchFrom = (page: Page, url: string) =>
  page.evaluate(
    (address) =>
      fetch(address).then(
        (response) => response.status,
        () => 'failed',
      ),
    url,
  );

test.describe('the installable app', () => {
  test('serves a manifest whose app opens on the calendar, with its icons', async ({ page }) => {
    await page.goto('/onboarding/sign_in');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');

    const answer = await page.request.get(href!);
    expect(answer.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await answer.json()) as {
      name: string;
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'Forma',
      start_url: '/user/calendar',
      display: 'standalone',
    });
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );
    for (const icon of manifest.icons) {
      const image = await page.request.get(icon.src);
      expect(image.status(), icon.src).toBe(200);
      expect(image.headers()['content-type']).toMatch(/^image\//);
    }

    const worker = await page.request.get('/sw.js');
    expect(worker.headers()['content-type']).toContain('javascript');
    expect(worker.headers()['cache-control']).toBe('no-cache');
  });

  test('a signed-in client installs the service worker and the calendar opens again offline', async ({
    page,
    context,
  }) => {
    await signedIn(page, 'client@forma.test', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/user\/my_programs\/active$/);
    await putOffProfileQuestion(page);

    // Signed in, the app registers its service worker, which keeps the whole app.
    await page.goto('/user/calendar');
    await expect(signedInHeader(page)).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), {
        timeout: 30_000,
      })
      .toMatch(/\/sw\.js$/);
    // A reload under the service worker, online: the reads it keeps are now in its cache.
    await page.reload();
    await expect(signedInHeader(page)).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const cache = await caches.open('forma-api');
          return (await cache.keys()).map((request) => new URL(request.url).pathname);
        }),
      )
      .toContain('/api/users/me');

    await goOffline(context);
    // Nothing reaches the server any more, not even through the service worker.
    expect(await fetchFrom(page, '/api/config?not-kept=1')).toBe('failed');

    await page.reload();
    await expect(page).toHaveURL(/\/user\/calendar$/);
    await expect(signedInHeader(page)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Calendar' })).toBeVisible();
    // The app itself tells the client they are offline.
    await expect(
      page.getByRole('alert').filter({ hasText: 'There is no internet connection.' }),
    ).toBeVisible();

    await goOnline(context);
    await page.reload();
    await expect(signedInHeader(page)).toBeVisible();
  });
});
