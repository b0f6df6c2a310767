import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { DEMO_PASSWORD } from '../support/fixtures.ts';
import { signedIn } from '../support/sign-in.ts';

async function signedInCoach(page: Page) {
  await signedIn(page, 'coach@forma.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/coach\/programs\/active$/);
}

async function signedInClient(page: Page) {
  await signedIn(page, 'client@forma.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/user\/my_programs\/active$/);
}

test.describe('where each address leads', () => {
  test('an unknown address shows the 404 page, whose button goes to the main page', async ({
    page,
  }) => {
    await page.goto('/no-such-page-here');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole('heading', { name: '404 error' })).toBeVisible();
    await expect(page.getByText("Sorry, we can't find this page.")).toBeVisible();

    await page.getByRole('link', { name: 'Go to main page' }).click();
    // Main sends a visitor to sign-up.
    await expect(page).toHaveURL(/\/onboarding\/sign_up\/coaching$/);

    // A deeper unknown address inside an area is unknown too.
    await page.goto('/pages/privacy_policy/extra/parts');
    await expect(page).toHaveURL(/\/404$/);
  });

  test('a signed-out visitor is sent to Log In from the coach and client areas, and to sign-up from /', async ({
    page,
  }) => {
    await page.goto('/coach/programs');
    await expect(page).toHaveURL(/\/onboarding\/sign_in$/);
    await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();

    await page.goto('/user/my_programs');
    await expect(page).toHaveURL(/\/onboarding\/sign_in$/);

    await page.goto('/');
    await expect(page).toHaveURL(/\/onboarding\/sign_up\/coaching$/);
    await expect(page.getByText("I'm a coach")).toBeVisible();

    // Legacy links still work.
    await page.goto('/sign_in');
    await expect(page).toHaveURL(/\/onboarding\/sign_in$/);
  });

  test('a client is kept to the client area', async ({ page }) => {
    await signedInClient(page);

    await page.goto('/');
    await expect(page).toHaveURL(/\/user\/my_programs\/active$/);

    await page.goto('/coach/clients');
    await expect(page).toHaveURL(/\/user\/my_programs\/active$/);
    await page.goto('/coach/profile/info');
    await expect(page).toHaveURL(/\/user\/my_programs\/active$/);
    await expect(page.getByRole('heading', { name: 'My programs' })).toBeVisible();
  });

  test('a coach is kept to the coach area, and Log In sends them to their profile', async ({
    page,
  }) => {
    await signedInCoach(page);

    await page.goto('/');
    await expect(page).toHaveURL(/\/coach\/programs\/active$/);

    await page.goto('/user/my_programs');
    await expect(page).toHaveURL(/\/coach\/profile\/info$/);
    await page.goto('/user/profile');
    await expect(page).toHaveURL(/\/coach\/profile\/info$/);
    await expect(page.getByRole('tab', { name: 'General' })).toBeVisible();

    await page.goto('/onboarding/sign_in');
    await expect(page).toHaveURL(/\/coach\/my_profile\/info$/);
    await page.goto('/sign_in');
    await expect(page).toHaveURL(/\/coach\/my_profile\/info$/);
    await page.goto('/onboarding/sign_up/client');
    await expect(page).toHaveURL(/\/coach\/my_profile\/info$/);
  });
});
