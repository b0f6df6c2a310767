import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { signUpNewClient } from '../support/forms.ts';
import { startDemoPaidTrial } from '../support/checkout.ts';
import { moveCustomerTime } from '../support/customer-time.ts';
import { putOffProfileQuestion } from '../support/free-program.ts';

const DAY = 86_400;
const TITLE = 'Forma Performance Club';

async function openPurchases(page: Page) {
  await page.goto('/user/billing/purchases');
  await putOffProfileQuestion(page);
}

/** The purchase's card on a phone. */
const purchaseOf = (page: Page) =>
  page.getByRole('list', { name: 'Your purchases' }).getByRole('listitem', { name: TITLE });

test.describe('switching billing period', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('a trialing client switches demo-paid from monthly to yearly, keeps the current billing, switches again, and pays yearly when the trial ends', async ({
    page,
    request,
  }) => {
    // A sign-up, a card form, two switches and a trial's end in webhooks, each view checked by axe.
    test.setTimeout(180_000);
    const email = await signUpNewClient(page, {
      prefix: 'switcher',
      firstName: 'Sam',
      lastName: 'Switch',
    });

    await startDemoPaidTrial(page);

    // The trial's purchase pays monthly; its first payment is the day a switch would start.
    await openPurchases(page);
    const purchase = purchaseOf(page);
    await expect(purchase.getByText('$29.99 / Month')).toBeVisible();
    const firstPayment = purchase.getByText(/^First payment /);
    await expect(firstPayment).toBeVisible();
    const day = (await firstPayment.innerText()).replace('First payment ', '');
    const pendingLine = purchase.getByText(`Switches to $299.00 / Year on ${day}`);
    const keepBilling = purchase.getByRole('button', { name: 'Keep current billing' });

    const switchToYearly = async () => {
      await purchase.getByRole('button', { name: 'Change billing' }).click();
      const dialog = page.getByRole('dialog', { name: 'Change billing' });
      await expect(
        dialog.getByText(`The new price applies from ${day}, when your trial ends.`),
      ).toBeVisible();
      await expect(dialog.getByRole('radio', { name: '$29.99 / Month' })).toBeDisabled();
      await dialog.getByRole('radio', { name: '$299.00 / Year' }).check();
      await dialog.getByRole('button', { name: 'Switch' }).click();
      await expect(
        page.getByText(`Your subscription will switch to yearly billing on ${day}.`),
      ).toBeVisible({ timeout: 20_000 });
      await expect(dialog).toBeHidden();
      await expect(pendingLine).toBeVisible();
      await expect(purchase.getByText('$29.99 / Month')).toBeVisible();
    };

    await switchToYearly();

    // Keeping the current billing asks first, then drops the pending switch.
    await keepBilling.click();
    const keep = page.getByRole('dialog', { name: 'Keep current billing' });
    await expect(
      keep.getByText(
        `Keep paying $29.99 / Month for ${TITLE}? The switch to $299.00 / Year will not happen.`,
      ),
    ).toBeVisible();
    await keep.getByRole('button', { name: 'Keep current billing' }).click();
    await expect(page.getByText('Your subscription will stay as it is.')).toBeVisible({
      timeout: 20_000,
    });
    await expect(keep).toBeHidden();
    await expect(pendingLine).toBeHidden();
    await expect(keepBilling).toBeHidden();

    // The client changes their mind again; the switch survives a reload.
    await switchToYearly();
    await openPurchases(page);
    await expect(pendingLine).toBeVisible();

    // A week and two hours on: the trial ended and the first payment was made at the yearly price.
    await moveCustomerTime(request, email, 7 * DAY + 2 * 3600);
    await expect(async () => {
      await openPurchases(page);
      await expect(purchase.getByText('$299.00 / Year', { exact: true })).toBeVisible({
        timeout: 5_000,
      });
    }).toPass({ timeout: 60_000 });
    await expect(purchase.getByText('Active', { exact: true })).toBeVisible();
    // The next payment is a year after the trial's end.
    const nextYear = Number(day.slice(-4)) + 1;
    await expect(
      purchase.getByText(new RegExp(`^Next payment \\d{2} \\w{3}, ${nextYear}$`)),
    ).toBeVisible();
    await expect(purchase.getByText(/Switches to/)).toHaveCount(0);
    await expect(keepBilling).toHaveCount(0);
    await expect(purchase.getByText('$29.99 / Month')).toHaveCount(0);

    // Billing > History: one payment for the program, at the yearly price, paid.
    await page.getByRole('tab', { name: 'History' }).click();
    await expect(page).toHaveURL(/\/user\/billing\/history$/);
    const payments = page
      .getByRole('list', { name: 'Your payments' })
      .getByRole('listitem')
      .filter({ hasText: TITLE });
    // The payment is recorded from its own webhook: reload until it is in.
    await expect(async () => {
      await page.reload();
      await putOffProfileQuestion(page);
      await expect(payments).toHaveCount(1, { timeout: 5_000 });
    }).toPass({ timeout: 60_000 });
    await expect(payments.getByText('$299.00', { exact: true })).toBeVisible();
    await expect(payments.getByText('Paid', { exact: true })).toBeVisible();
  });
});
