import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { DEMO_PASSWORD } from '../support/fixtures.ts';
import { signedIn } from '../support/sign-in.ts';
import { logOut } from '../support/shell.ts';

const warning = 'Your Stripe connection requires your attention.';

/** The sandbox's hosted onboarding page, as Stripe's own would be: what the coach types there. */
async function fillPersonAndBusiness(page: Page) {
  await page.getByLabel('Industry').selectOption({ label: 'Sports coaching, clubs and events' });
  await page.getByLabel('Business website').fill('https://solo-coaching.example.com');
  await page.getByLabel('First name').fill('Sam');
  await page.getByLabel('Last name').fill('Solo');
  await page.getByLabel('Phone number').fill('+44 7700 900123');
  await page.getByLabel('Day').fill('1');
  await page.getByLabel('Month').fill('1');
  await page.getByLabel('Year').fill('1901');
  await page.getByLabel('Address line 1').fill('address_full_match');
  await page.getByLabel('City').fill('London');
  await page.getByLabel('Postal code').fill('EC1A 1BB');
  await page.getByLabel('I agree to the Stripe Connected Account Agreement').check();
}

test.describe('connecting Stripe', () => {
  test('a coach connects Stripe through the onboarding, leaving the bank account for later, then publishes a paid program', async ({
    page,
  }) => {
    await signedIn(page, 'solo@forma.test', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/coach\/programs\/active/);

    // Not connected: the payouts settings say what connecting does.
    await page.goto('/coach/profile/payouts');
    await expect(page.getByRole('heading', { name: 'Get paid with Stripe' })).toBeVisible();
    await page.getByRole('link', { name: 'Connect to Stripe' }).click();

    // Stripe's hosted onboarding (the sandbox's own page): everything but the bank account.
    await expect(page).toHaveURL(/\/sandbox\/connect\/onboarding\//, { timeout: 20_000 });
    await expect(page.getByRole('heading', { name: 'Set up your payouts' })).toBeVisible();
    await fillPersonAndBusiness(page);
    await page.getByRole('button', { name: 'Save and finish later' }).click();

    // Back in Forma: the account takes charges, but Stripe still needs the bank account.
    await expect(page).toHaveURL(/\/coach\/profile\/payouts/, { timeout: 20_000 });
    await expect(page.getByText(warning)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Payouts disabled')).toBeVisible();
    await page.getByRole('link', { name: 'Complete your details' }).first().click();

    await expect(page).toHaveURL(/\/sandbox\/connect\/onboarding\//, { timeout: 20_000 });
    await page.getByLabel('Account holder name').fill('Sam Solo');
    await page.getByLabel('Routing number or sort code').fill('110000000');
    await page.getByLabel('Account number or IBAN').fill('000123456789');
    await page.getByRole('button', { name: 'Submit' }).click();

    await expect(page).toHaveURL(/\/coach\/profile\/payouts/, { timeout: 20_000 });
    await expect(page.getByText('Charges enabled')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Payouts enabled')).toBeVisible();
    await expect(page.getByText('Weekly on Wednesday')).toBeVisible();
    await expect(page.getByText(warning)).toBeHidden();

    // A paid program: FREE allows a monthly option only.
    const title = `Paid Strength ${Date.now()}`;
    const customUrl = `paid-strength-${Date.now()}`;
    await page.goto('/coach/programs/create/main');
    await page.getByRole('radio', { name: 'Group Rolling Calendar' }).check();
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await page.getByRole('textbox', { name: 'Custom URL' }).fill(customUrl);
    await page.getByText('Paid', { exact: true }).click();
    await page.getByRole('button', { name: 'Add price option' }).click();
    await page.getByRole('textbox', { name: 'Price' }).fill('19.99');
    await page.getByRole('button', { name: 'Save & continue' }).click();
    await expect(page).toHaveURL(/\/sign-up-clients$/, { timeout: 20_000 });
    await page.getByRole('link', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/coach\/programs\/create\/review\/\d+$/);
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page).toHaveURL(/\/coach\/programs\/active$/, { timeout: 20_000 });

    await page.goto(`/p/${customUrl}`);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByText('$19.99').first()).toBeVisible();

    // Nobody pays for it yet, so the coach may disconnect (other journeys need solo unconnected).
    await page.goto('/coach/profile/payouts');
    await page.getByRole('button', { name: 'Disconnect Stripe' }).click();
    const confirm = page.getByRole('dialog', { name: 'Disconnect Stripe?' });
    await confirm.getByRole('button', { name: 'Disconnect' }).click();
    await expect(page.getByRole('heading', { name: 'Get paid with Stripe' })).toBeVisible({
      timeout: 20_000,
    });
    await logOut(page);
  });

  test("the demo gym's coach sees the payouts: bank account, schedule, balance and payouts", async ({
    page,
  }) => {
    await signedIn(page, 'coach@forma.test', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/coach\/programs\/active/);
    await page.goto('/coach/profile/payouts');
    await expect(page.getByRole('heading', { name: 'Your Stripe account' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByText('Charges enabled')).toBeVisible();
    await expect(page.getByText('Payouts enabled')).toBeVisible();
    await expect(page.getByText('Weekly on Wednesday')).toBeVisible();
    await expect(page.getByText('•••• ', { exact: false }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Balance' })).toBeVisible();
    // The seed's two payouts, under the table's header row.
    const payouts = page.getByRole('region', { name: 'Latest payouts' }).getByRole('row');
    await expect(payouts).toHaveCount(3);
    await expect(page.getByText(warning)).toBeHidden();
  });
});
