import { expect, test } from '../support/test.ts';
import { payOneOffWithNewCard } from '../support/checkout.ts';
import { signUpClient } from '../support/forms.ts';
import { putOffProfileQuestion } from '../support/free-program.ts';
import { linkIn, uniqueEmail, waitForMail } from '../support/mail.ts';

test.describe('billing history', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('a new client buys a program, finds the payment in History, opens its receipt and gets it by e-mail', async ({
    page,
  }) => {
    const email = uniqueEmail('receipt');
    await signUpClient(page, {
      firstName: 'Robin',
      lastName: 'Hale',
      email,
      password: 'receipt-pass-1',
    });
    await expect(page).not.toHaveURL(/\/onboarding\/sign_up/, { timeout: 20_000 });
    // The address is confirmed from the inbox, so receipts may be asked for again.
    await page.goto(linkIn(await waitForMail(email, 'Confirm your email'), '/confirmation'));
    await expect(
      page.getByText('Your email address has been successfully confirmed.'),
    ).toBeVisible();

    await page.goto('/p/demo-paid-fixed');
    await putOffProfileQuestion(page);
    await expect(page.getByRole('heading', { name: 'Forma 4-Week Shred' })).toBeVisible();
    await page.getByRole('button', { name: 'Purchase' }).first().click();
    await expect(page).toHaveURL(/\/purchase/);
    await putOffProfileQuestion(page);
    await payOneOffWithNewCard(page, '4242 4242 4242 4242', 'Robin Hale');

    // Billing > History: the payment, paid, with its receipt.
    await page.goto('/user/billing/purchases');
    await putOffProfileQuestion(page);
    await page.getByRole('tab', { name: 'History' }).click();
    await expect(page).toHaveURL(/\/user\/billing\/history$/);
    const payments = page.getByRole('list', { name: 'Your payments' });
    const payment = payments.getByRole('listitem').filter({ hasText: 'Forma 4-Week Shred' });
    await expect(payment).toBeVisible();
    await expect(payment.getByText('Paid', { exact: true })).toBeVisible();
    await expect(payment.getByText('One-off purchase')).toBeVisible();
    await payment.getByRole('link', { name: /View receipt/ }).click();

    await expect(page).toHaveURL(/\/user\/billing\/receipts\/\d+$/);
    await expect(page.getByRole('heading', { name: /Receipt R-\d{6}/ })).toBeVisible();
    await expect(page.getByText('Visa ending in 4242')).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
    const receiptPath = new URL(page.url()).pathname;

    // The receipt came by e-mail when the payment went through, with a link to this page.
    const mailed = await waitForMail(email, 'Your receipt for Forma 4-Week Shred');
    expect(linkIn(mailed, '/user/billing/receipts/')).toBe(receiptPath);

    await page.getByRole('button', { name: 'Email me this receipt' }).click();
    await expect(page.getByText(`The receipt was sent to ${email}.`)).toBeVisible();
  });
});
