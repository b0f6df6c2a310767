import { expect, test } from '../support/test.ts';
import { DEMO_PASSWORD } from '../support/fixtures.ts';
import { logIn } from '../support/forms.ts';
import { clientLogsDemoSession, newClientPerson } from './coach-review-setup.ts';

test.use({ viewport: { width: 1440, height: 900 } });

test('explore', async ({ page }) => {
  const person = newClientPerson();
  const logged = await clientLogsDemoSession(page.request, person);
  console.log(JSON.stringify(logged));
  await logIn(page, 'coach@forma.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/coach\/programs\/active/);
  await page.getByRole('link', { name: 'Forma Session Membership' }).first().click();
  await page.getByRole('link', { name: 'Edit program' }).click();
  await page.waitForTimeout(2000);
  console.log(await page.locator('body').ariaSnapshot());
  await page.getByRole('link', { name: 'Start programming' }).first().click();
  await page.waitForTimeout(4000);
  console.log(page.url());
  await page.screenshot({ path: '/tmp/cj/1.png' });
  console.log(await page.locator('body').ariaSnapshot());
});
