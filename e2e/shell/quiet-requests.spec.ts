import { expect, test } from '../support/test.ts';
import { DEMO_PASSWORD } from '../support/fixtures.ts';
import { signedIn } from '../support/sign-in.ts';

test.describe('what the browser asks for by itself', () => {
  test('/favicon.ico serves the icon, not the page', async ({ request }) => {
    const icon = await request.get('/favicon.ico');
    expect(icon.ok()).toBe(true);
    expect(icon.headers()['content-type']).toMatch(/^image\//);
    expect(await icon.text()).not.toMatch(/<!doctype html/i);
  });

  test("opening the coach's media library logs no 403", async ({ page }) => {
    // Other journeys' media may point at hosts this machine cannot reach: only 403s count here.
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 403) refused.push(`${response.status()} ${response.url()}`);
    });
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes('403')) {
        refused.push(message.text());
      }
    });

    await signedIn(page, 'coach@forma.test', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/coach\/programs\/active$/);
    // The library's tabs probe the partner library: no access is an answer, not a failure.
    const probe = page.waitForResponse((response) => response.url().includes('owner=partner'));
    await page.goto('/coach/resources');
    await expect(page.getByRole('heading', { name: 'Resources', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Add resources' }).click();
    const library = page.getByRole('dialog', { name: 'Add resources' });
    await expect(library.getByRole('tab', { name: 'My Library' })).toBeVisible();
    expect((await probe).status()).toBe(200);
    expect(refused).toEqual([]);
  });
});
