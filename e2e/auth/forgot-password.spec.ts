import type { Browser } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { logIn, signUpClient } from '../support/forms.ts';
import { linkIn, uniqueEmail, waitForMail } from '../support/mail.ts';
import { logOut } from '../support/shell.ts';

/** A client who signed up some time ago, on another device. */
async function existingClient(browser: Browser) {
  const details = {
    firstName: 'Morgan',
    lastName: 'Price',
    email: uniqueEmail('forgetful'),
    password: 'old-pass-1',
  };
  const context = await browser.newContext();
  const page = await context.newPage();
  await signUpClient(page, details);
  await expect(page).toHaveURL(/\/user\/my_programs\/active$/);
  await context.close();
  return details;
}

test.describe('a client who forgot the password', () => {
  test('requests a reset link, sets a new password from the e-mail and is signed in; only the new password works', async ({
    page,
    browser,
  }) => {
    const client = await existingClient(browser);
    const newPassword = 'new-pass-2';

    await page.goto('/onboarding/sign_in');
    await page.getByLabel('Email').fill(client.email);
    await page.getByRole('link', { name: 'Forgot password?' }).click();

    await expect(page).toHaveURL(
      `/onboarding/forgot_password?email=${encodeURIComponent(client.email)}`,
    );
    await expect(page.getByRole('heading', { name: 'Forgot password' })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(client.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'If an account exists for this email, you will receive password reset instructions in a few minutes.',
    );

    const mail = await waitForMail(client.email, 'Reset your Forma password');
    await page.goto(linkIn(mail, '/onboarding/reset_password'));
    await expect(page.getByRole('heading', { name: 'Reset password' })).toBeVisible();
    const save = page.getByRole('button', { name: 'Save new password' });
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(newPassword);
    await page.getByRole('textbox', { name: 'Confirm password' }).fill('something-else');
    await expect(save).toBeDisabled();
    await page.getByRole('textbox', { name: 'Confirm password' }).fill(newPassword);
    await save.click();

    await expect(page).toHaveURL(/\/user\/my_programs\/active$/);
    await expect(page.getByRole('heading', { name: 'My programs' })).toBeVisible();

    // The old password no longer opens the account; the new one does.
    await page
      .getByRole('dialog', { name: 'Update your profile' })
      .getByRole('button', { name: 'Close' })
      .click();
    await logOut(page);
    await expect(page).toHaveURL(/\/onboarding\/sign_up\/coaching$/);

    await logIn(page, client.email, client.password);
    // Above the form, and in a notification too.
    await expect(page.locator('form').getByRole('alert')).toHaveText('Invalid email or password.');
    await expect(page.getByRole('alert').filter({ hasText: 'Whoops!' })).toContainText(
      'Invalid email or password.',
    );
    await expect(page).toHaveURL(/\/onboarding\/sign_in$/);

    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/user\/my_programs\/active$/);
  });

  test('a reset link opened a second time no longer works', async ({ page, browser }) => {
    const client = await existingClient(browser);
    await page.goto(`/onboarding/forgot_password?email=${encodeURIComponent(client.email)}`);
    await expect(page.getByLabel('Email')).toHaveValue(client.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    const mail = await waitForMail(client.email, 'Reset your Forma password');
    const link = linkIn(mail, '/onboarding/reset_password');

    await page.goto(link);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('first-new-pass');
    await page.getByRole('textbox', { name: 'Confirm password' }).fill('first-new-pass');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page).toHaveURL(/\/user\/my_programs\/active$/);

    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await otherPage.goto(link);
    await otherPage.getByRole('textbox', { name: 'Password', exact: true }).fill('second-new-pass');
    await otherPage.getByRole('textbox', { name: 'Confirm password' }).fill('second-new-pass');
    await otherPage.getByRole('button', { name: 'Save new password' }).click();
    await expect(otherPage.locator('form').getByRole('alert')).toContainText(
      'This link is invalid or has expired.',
    );
    await expect(otherPage).toHaveURL(/\/onboarding\/reset_password/);
    await other.close();
  });
});
