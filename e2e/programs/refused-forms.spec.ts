import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { DEMO_PASSWORD } from '../support/fixtures.ts';
import { signedIn } from '../support/sign-in.ts';
import { uniqueEmail } from '../support/mail.ts';

/** The notification on screen, by its title (platform.md 8: 'Whoops!', 'Warning!'). */
const notice = (page: Page, title: string) => page.getByRole('alert').filter({ hasText: title });

async function logInAsCoach(page: Page, email = 'coach@forma.test') {
  await signedIn(page, email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/coach\/programs\/active/);
}

test.describe('a refused form shows where and why', () => {
  test("the server's refusal of a paid price without Stripe scrolls to the pricing, focuses it and says it", async ({
    page,
  }) => {
    const refusal = 'You must connect to Stripe if you want to set a price for your program.';
    // The demo gym is connected to Stripe; solo@forma.test is not.
    await logInAsCoach(page, 'solo@forma.test');
    await page.goto('/coach/programs/create/main');
    await page.getByRole('radio', { name: 'Group Rolling Calendar' }).check();
    await page.getByRole('textbox', { name: 'Title' }).fill(`Paid Without Stripe ${Date.now()}`);
    await page.getByText('Paid', { exact: true }).click();
    await page.getByRole('button', { name: 'Add price option' }).click();
    await page.getByRole('textbox', { name: 'Price' }).fill('29.99');

    // 'Save & continue' is at the foot of the form, far below the Pricing card.
    const pricing = page.getByRole('radiogroup', { name: 'Pricing' });
    const save = page.getByRole('button', { name: 'Save & continue' });
    await save.scrollIntoViewIfNeeded();
    await expect(pricing).not.toBeInViewport();
    await save.click();

    const error = page.locator('form').getByText(refusal);
    await expect(error).toBeInViewport();
    await expect(page.getByRole('radio', { name: 'Paid' })).toBeFocused();
    await expect(pricing).toHaveAccessibleDescription(refusal);
    await expect(notice(page, 'Whoops!')).toContainText(refusal);
    await expect(page).toHaveURL(/\/coach\/programs\/create\/main$/);
  });

  test("a wrong current password on 'Change password' is said under the field and in the warning", async ({
    page,
  }) => {
    const wrong = 'Current password is incorrect.';
    await logInAsCoach(page);
    await page.goto('/coach/my_profile/info');
    const current = page.getByRole('textbox', { name: 'Current password' });
    await current.fill('not-my-password');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('brand-new-pass-1');
    await page.getByRole('textbox', { name: 'Confirm password' }).fill('brand-new-pass-1');
    await page.getByRole('button', { name: 'Change password' }).click();

    await expect(current).toHaveAccessibleDescription(wrong);
    await expect(current).toBeFocused();
    await expect(notice(page, 'Warning!')).toContainText(wrong);
  });

  test('inviting two addresses, one of them a coach’s, names the refused address', async ({
    page,
  }) => {
    const refused =
      'solo@forma.test: This email is registered as a coach and cannot be used as a client.';
    await logInAsCoach(page);
    await page.getByRole('textbox', { name: 'Search programs' }).fill('Forma Group Strength');
    await page.getByRole('link', { name: 'Forma Group Strength' }).click();
    await expect(page).toHaveURL(/\/coach\/programs\/\d+\/clients$/);
    await page.getByRole('button', { name: 'Invite clients' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite clients' });
    const emails = dialog.getByRole('combobox', { name: 'E-mail addresses' });
    for (const email of [uniqueEmail('welcome'), 'solo@forma.test']) {
      await emails.fill(email);
      await emails.press('Enter');
    }
    await dialog.getByRole('button', { name: 'Send invites' }).click();

    await expect(dialog.getByText(refused)).toBeVisible();
    await expect(emails).toBeFocused();
    await expect(notice(page, 'Whoops!')).toContainText(refused);
    // Nobody of the batch was invited: the dialog stays open for the coach to fix it.
    await expect(dialog).toBeVisible();
  });
});
