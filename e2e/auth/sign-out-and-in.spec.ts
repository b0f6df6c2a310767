import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { DEMO_PASSWORD } from '../support/fixtures.ts';
import { logIn } from '../support/forms.ts';
import { signedIn } from '../support/sign-in.ts';
import { openAccountMenu } from '../support/shell.ts';

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('access_token'));

test.describe('signing out and in again', () => {
  test('a coach logs out from the header menu, is signed out everywhere, and logs back into the coach area', async ({
    page,
  }) => {
    await signedIn(page, 'coach@forma.test', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/coach\/programs\/active$/);
    expect(await storedToken(page)).toBeTruthy();

    const menu = await openAccountMenu(page);
    await expect(menu.getByText('You will be logged out from all accounts.')).toBeVisible();
    await menu.getByRole('menuitem', { name: /Log out/ }).click();

    // Back at the start for visitors: the sign-up screen, with Log in offered in the header.
    await expect(page).toHaveURL(/\/onboarding\/sign_up\/coaching$/);
    await expect(page.getByRole('link', { name: 'Log In' })).toBeVisible();
    await expect.poll(() => storedToken(page)).toBeNull();

    // The coach area is closed now.
    await page.goto('/coach/programs');
    await expect(page).toHaveURL(/\/onboarding\/sign_in$/);

    await page.getByLabel('Email').fill('coach@forma.test');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/coach\/programs\/active$/);
    await expect(page.getByRole('heading', { name: 'Programs' })).toBeVisible();
  });

  test('a client logs out and logs back into the client area', async ({ page }) => {
    await signedIn(page, 'client@forma.test', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/user\/my_programs\/active$/);
    // The demo client has not given a gender yet; they put the question off for now.
    const updateProfile = page.getByRole('dialog', { name: 'Update your profile' });
    await updateProfile.getByRole('button', { name: 'Close' }).click();
    await expect(updateProfile).toBeHidden();

    const menu = await openAccountMenu(page);
    await expect(menu.getByText('You will be logged out from all accounts.')).toHaveCount(0);
    await menu.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/onboarding\/sign_up\/coaching$/);
    await expect.poll(() => storedToken(page)).toBeNull();

    await page.goto('/user/my_programs');
    await expect(page).toHaveURL(/\/onboarding\/sign_in$/);
    await logIn(page, 'client@forma.test', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/user\/my_programs\/active$/);
    await expect(page.getByRole('heading', { name: 'My programs' })).toBeVisible();
  });

  test('a wrong password shows the error and keeps the visitor on Log In', async ({ page }) => {
    await logIn(page, 'client@forma.test', 'not-my-password');
    await expect(page.locator('form').getByRole('alert')).toHaveText('Invalid email or password.');
    await expect(page).toHaveURL(/\/onboarding\/sign_in$/);
    expect(await storedToken(page)).toBeNull();

    // Correcting the password lets them in.
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/user\/my_programs\/active$/);
  });
});
