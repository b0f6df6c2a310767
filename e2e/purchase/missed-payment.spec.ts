import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { signUpNewClient } from '../support/forms.ts';
import { typeCard } from '../support/card-form.ts';
import { startDemoPaidTrial } from '../support/checkout.ts';
import { moveCustomerTime } from '../support/customer-time.ts';

const DAY = 86_400;
/** Reloads My programs until the program shows `badge` (the webhooks arrive in the background). */
async function waitForProgramBadge(page: Page, title: string, badge: string) {
  await expect(async () => {
    await page.goto('/user/my_programs/active');
    await expect(page.getByLabel(title).getByText(badge)).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
}

test.describe('a missed renewal', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('a renewal fails with the 0341 card after the clock moves; the client replaces the card, retries and is active again', async ({
    page,
    request,
  }) => {
    // A sign-up, the card form three times and the webhooks of five weeks, each view checked by axe.
    test.setTimeout(240_000);
    const title = 'Forma Performance Club';
    const email = await signUpNewClient(page, {
      prefix: 'late-payer',
      firstName: 'Morgan',
      lastName: 'Late',
    });

    // The 7-day trial starts on a good card, and its first payment goes through.
    await startDemoPaidTrial(page);
    await waitForProgramBadge(page, title, 'Trial');
    await moveCustomerTime(request, email, 7 * DAY + 2 * 3600);
    await waitForProgramBadge(page, title, 'Active');

    // Billing: the client replaces the card with 0341 (it attaches; every charge of it fails).
    await page.goto('/user/billing/payment');
    const saved = page.getByRole('listitem', { name: 'Visa •••• 4242' });
    await saved.getByRole('button', { name: 'Replace card' }).click();
    const replace = page.getByRole('dialog', { name: 'Replace Visa •••• 4242' });
    await typeCard(replace, '4000 0000 0000 0341');
    await expect(page.getByRole('listitem', { name: 'Visa •••• 0341' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(saved).toHaveCount(0);

    // A month on, the renewal is attempted on the 0341 card and fails.
    await moveCustomerTime(request, email, 31 * DAY);
    await waitForProgramBadge(page, title, 'Missed payment');
    const warning = page.getByText('You have missed a program payment - click here to resolve.');
    await expect(warning).toBeVisible();

    // The warning leads to the program, whose Payment Information says what failed.
    await warning.click();
    await expect(page).toHaveURL(/\/p\/demo-paid$/);
    await expect(warning).toBeHidden();
    await page.getByRole('button', { name: /click here/i }).click();
    const info = page.getByRole('dialog', { name: 'Payment Information' });
    await expect(
      info.getByText(
        'A recent payment for this program failed. Your training stops reaching your calendar until it is paid.',
      ),
    ).toBeVisible();
    await expect(info.getByText('Default card: Visa •••• 0341')).toBeVisible();

    // A new card replaces the failing one, and the retry pays.
    await info.getByRole('button', { name: 'Set up new card' }).click();
    await typeCard(info, '4242 4242 4242 4242');
    await expect(page.getByText('Card was successfully added.')).toBeVisible({ timeout: 20_000 });
    await expect(info.getByText('Default card: Visa •••• 4242')).toBeVisible();
    await info.getByRole('button', { name: 'Retry payment' }).click();
    await expect(
      page.getByText('You have been successfully subscribed to the Program.'),
    ).toBeVisible({ timeout: 20_000 });
    await expect(info).toBeHidden();

    await waitForProgramBadge(page, title, 'Active');
    await expect(warning).toBeHidden();
    await page.goto('/user/billing/payment');
    await expect(page.getByText('Visa •••• 4242').first()).toBeVisible();
    await expect(page.getByText('Visa •••• 0341')).toHaveCount(0);
  });
});
