import { expect, test } from '../support/test.ts';
import { fillSignUp } from '../support/forms.ts';
import { uniqueEmail } from '../support/mail.ts';

test.describe('a new coach signs up', () => {
  test('goes through user type, account kind, sign-up, setup profile and questions to the programs page', async ({
    page,
  }) => {
    await page.goto('/onboarding/sign_up/coaching');
    await page.getByText("I'm a coach").click();
    await page.getByText('Standalone coach').click();
    await expect(page).toHaveURL(/\/onboarding\/sign_up\/standalone/);

    await fillSignUp(page, {
      accountName: 'Northside Strength',
      firstName: 'Robin',
      lastName: 'Hale',
      email: uniqueEmail('coach'),
      password: 'strong-pass-1',
    });

    await expect(page).toHaveURL(/\/onboarding\/setup-profile/);
    await expect(page.getByLabel('Business name')).toHaveValue('Northside Strength');
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page.getByText('Tell us about your coaching')).toBeVisible();
    await page.getByText('Personal trainer').click();
    await page.getByText('Both').click();
    await page.getByText('6-50').click();
    await page.getByText('hybrid', { exact: false }).first().click();
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/success/);
    await page.getByRole('button', { name: /programs/i }).click();
    await expect(page).toHaveURL(/\/coach\/programs\/active/);
    // 'Create your first program': the four types; one opens the form with that type chosen.
    const choose = page.getByRole('dialog', { name: 'Choose a program type' });
    await choose.getByRole('link', { name: /Session 1, Day 1/ }).click();
    await expect(page).toHaveURL(/\/coach\/programs\/create\/main\?plan_type=membership$/);
    await expect(page.getByRole('radio', { name: 'Session 1, Day 1' })).toBeChecked();
    await page.goto('/coach/programs/active');
    await expect(page.getByRole('heading', { name: 'Programs' })).toBeVisible();
  });
});
