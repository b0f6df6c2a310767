import { expect, test } from '../support/test.ts';
import { DEMO_PASSWORD } from '../support/fixtures.ts';
import { signUpClient } from '../support/forms.ts';
import { signedIn } from '../support/sign-in.ts';
import { putOffProfileQuestion } from '../support/free-program.ts';
import { uniqueEmail } from '../support/mail.ts';
import { typeCard } from '../support/card-form.ts';

test.describe('paid programs', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('a new client starts the 7-day free trial of a paid program with 4242 4242 4242 4242 on a phone', async ({
    page,
  }) => {
    // client@forma.test already subscribes to demo-paid (the demo's history): a new client tries it.
    await signUpClient(page, {
      firstName: 'Robin',
      lastName: 'Hart',
      email: uniqueEmail('paid-trial'),
      password: 'client-pass-1',
    });
    await expect(page).toHaveURL(/\/user\/my_programs\/active$/);
    await putOffProfileQuestion(page);
    await page.goto('/p/demo-paid');
    await expect(page.getByRole('heading', { name: 'Forma Performance Club' })).toBeVisible();
    await putOffProfileQuestion(page);
    await page.getByRole('button', { name: 'Start 7-day free trial' }).first().click();

    await expect(page).toHaveURL(/\/purchase/);
    await typeCard(page, '4242 4242 4242 4242', 'Robin Hart');
    await expect(page.getByText('Card was successfully added.')).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Start 7-day free trial' }).click();
    await expect(
      page.getByText('You have been successfully subscribed to the Program.'),
    ).toBeVisible({ timeout: 20_000 });

    // Billing: the card is saved with this coach; cancelling keeps access to the period's end.
    await page.goto('/user/billing/payment');
    await putOffProfileQuestion(page);
    await expect(page.getByText('Visa •••• 4242').first()).toBeVisible();
    await page.goto('/user/billing/purchases');
    await putOffProfileQuestion(page);
    const purchase = page.getByRole('article').filter({ hasText: 'Forma Performance Club' });
    const row = (await purchase.count()) ? purchase : page.getByText('Forma Performance Club');
    await expect(row.first()).toBeVisible();
    await page.getByRole('button', { name: 'Cancel subscription' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Cancel subscription' });
    await expect(dialog).toContainText('You keep access until');
    await dialog.getByRole('button', { name: 'Cancel subscription' }).click();
    await expect(page.getByText('Program successfully cancelled.')).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByText(/Ends on/).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Resume subscription' }).first()).toBeVisible();
  });

  test('the demo client has paid for demo-paid monthly for five weeks: My programs and Billing > Purchases', async ({
    page,
  }) => {
    await signedIn(page, 'client@forma.test', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/user\/my_programs\/active$/);
    await putOffProfileQuestion(page);
    await expect(page.getByRole('article', { name: 'Forma Performance Club' })).toBeVisible();

    await page.goto('/user/billing/purchases');
    await putOffProfileQuestion(page);
    const subscription = page.getByRole('listitem', { name: 'Forma Performance Club' });
    await expect(subscription.getByText(/Next payment/)).toBeVisible();
    await expect(subscription.getByText('$29.99 / Month')).toBeVisible();
  });

  test('a client buys a one-off program with a card that asks for 3-D Secure, through the challenge', async ({
    page,
  }) => {
    await signedIn(page, 'client2@forma.test', DEMO_PASSWORD);
    await putOffProfileQuestion(page);
    await page.goto('/p/demo-paid-fixed');
    await expect(page.getByRole('heading', { name: 'Forma 4-Week Shred' })).toBeVisible();
    await putOffProfileQuestion(page);
    await page.getByRole('button', { name: 'Purchase' }).first().click();
    await expect(page).toHaveURL(/\/purchase/);

    // Saving the card asks for authentication first (Stripe's 3184 card always does).
    await typeCard(page, '4000 0027 6000 3184');
    await expect(page).toHaveURL(/\/sandbox\/3ds\//, { timeout: 20_000 });
    await page.getByRole('button', { name: 'Complete authentication' }).click();
    await expect(page.getByText('Card was successfully added.')).toBeVisible({ timeout: 20_000 });

    // Paying with it asks again: the challenge, then back to the purchase.
    await putOffProfileQuestion(page);
    await page.getByRole('button', { name: 'Choose a start date' }).click();
    const calendar = page.getByRole('dialog', { name: 'Add to calendar' });
    await calendar.locator('table button:not([disabled]):not([data-outside])').first().click();
    await calendar.getByRole('button', { name: 'Yes, start on this day' }).click();
    await page.getByRole('button', { name: 'Purchase' }).click();
    await expect(page).toHaveURL(/\/sandbox\/3ds\//, { timeout: 20_000 });
    await page.getByRole('button', { name: 'Complete authentication' }).click();
    await expect(page.getByText('Program has been successfully purchased.')).toBeVisible({
      timeout: 20_000,
    });

    // Another card from the billing page also goes through its challenge and is kept.
    await page.goto('/user/billing/payment');
    await putOffProfileQuestion(page);
    await page.getByRole('button', { name: 'Add card' }).first().click();
    await typeCard(page, '4000 0025 0000 3155');
    await expect(page).toHaveURL(/\/sandbox\/3ds\//, { timeout: 20_000 });
    await page.getByRole('button', { name: 'Complete authentication' }).click();
    await expect(page.getByText('Card was successfully added.')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Visa •••• 3155').first()).toBeVisible();
    await expect(page.getByText('Visa •••• 3184').first()).toBeVisible();
  });
});
