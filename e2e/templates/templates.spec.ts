import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { DEMO_PASSWORD } from '../support/fixtures.ts';
import { signedIn } from '../support/sign-in.ts';
import { closeMenu, openNavGroup } from '../support/shell.ts';

/** Week 1 Day 1 of demo-session saved as a day template, through the API as the coach. */
async function saveDemoDay(page: Page, name: string) {
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const headers = { authorization: `Bearer ${token}` };
  const plan = await page.request.get('/api/plans/demo-session/public', { headers });
  expect(plan.status()).toBe(200);
  const { id } = (await plan.json()) as { id: number };
  const created = await page.request.post('/api/templates', {
    headers,
    data: {
      template: {
        kind: 'day',
        name,
        from_plan: { plan_id: id, from: { week: 1, day: 1 }, days: 1 },
      },
    },
  });
  expect(created.status()).toBe(201);
}

test('the demo coach saves a day of demo-session as a template, renames and copies it', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const name = `Session day ${stamp}`;
  await signedIn(page, 'coach@forma.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/coach\/programs\/active/);
  await saveDemoDay(page, name);

  const menu = await openNavGroup(page, 'Programming');
  await menu.getByRole('menuitem', { name: 'Templates' }).click();
  await expect(page).toHaveURL(/\/coach\/templates\/days$/);
  await closeMenu(page);

  await page.getByRole('searchbox', { name: 'Search templates' }).fill(` ${stamp} `);
  await expect(page.getByRole('row', { name: new RegExp(`^${name}`) })).toBeVisible();

  await page.getByRole('button', { name: `Actions for ${name}`, exact: true }).click();
  await page.getByRole('menuitem', { name: 'Rename' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rename template' });
  await dialog.getByRole('textbox', { name: 'Template name' }).fill(`${name} A`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Template renamed.')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`^${name} A`) })).toBeVisible();

  await page.getByRole('button', { name: `Actions for ${name} A`, exact: true }).click();
  await page.getByRole('menuitem', { name: 'Copy to templates' }).click();
  await expect(page.getByRole('row', { name: new RegExp(`^Copy of ${name} A`) })).toBeVisible();
});
