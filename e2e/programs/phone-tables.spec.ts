import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { DEMO_PASSWORD } from '../support/fixtures.ts';
import { signedIn } from '../support/sign-in.ts';

const PHONE = { width: 375, height: 812 };

/** Wholly on the phone's screen: not cut off at the right edge, and the page does not scroll sideways. */
async function expectOnScreen(page: Page, ...parts: Locator[]) {
  for (const part of parts) {
    await expect(part).toBeVisible();
    const box = (await part.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  }
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth).toBeLessThanOrEqual(PHONE.width);
}

/** The labelled value of a card's line ('Price', 'Status'...). */
const line = (card: Locator, label: string) =>
  card.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

test.describe('coach tables on a phone', () => {
  test('the programs and the program clients show price, status and the actions menu at 375 px', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await signedIn(page, 'coach@forma.test', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/coach\/programs\/active/);

    await page.getByRole('textbox', { name: 'Search programs' }).fill('Forma Session Membership');
    const programs = page.getByRole('list', { name: 'Programs' });
    const program = programs.getByRole('listitem', { name: 'Forma Session Membership' });
    await expect(line(program, 'Price')).toHaveText('Free');
    await expect(line(program, 'Clients')).toHaveText('1');
    const programMenu = program.getByRole('button', {
      name: 'Actions for Forma Session Membership',
    });
    await expectOnScreen(page, line(program, 'Price'), line(program, 'Status'), programMenu);
    await programMenu.click();
    await expect(page.getByRole('menuitem', { name: 'Edit' })).toBeVisible();
    await page.keyboard.press('Escape');

    await program.getByRole('link', { name: 'Forma Session Membership' }).click();
    await expect(page).toHaveURL(/\/coach\/programs\/\d+\/clients$/);
    const client = page
      .getByRole('list', { name: 'Clients' })
      .getByRole('listitem', { name: 'Jamie Lee' });
    await expect(line(client, 'Price')).toHaveText('Free');
    const clientMenu = client.getByRole('button', { name: 'Actions for Jamie Lee' });
    await expectOnScreen(page, line(client, 'Price'), line(client, 'Client status'), clientMenu);
    await clientMenu.click();
    await expect(page.getByRole('menuitem', { name: 'Edit client info' })).toBeVisible();
  });
});
