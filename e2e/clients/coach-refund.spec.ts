import { expect, test } from '../support/test.ts';
import { DEMO_PASSWORD } from '../support/fixtures.ts';
import { signUpNewClient } from '../support/forms.ts';
import { signedIn } from '../support/sign-in.ts';
import { payOneOffWithNewCard } from '../support/checkout.ts';

test.describe('a coach cancels a paying client', () => {
  test('immediately, with a partial refund of the one-off payment; the client loses access and no second refund is offered', async ({
    page,
    browser,
  }) => {
    // Two people, a card form and the coach's lists, each view checked by axe.
    test.setTimeout(240_000);
    const title = 'Forma 4-Week Shred';
    const email = await signUpNewClient(page, {
      prefix: 'refunded',
      firstName: 'Riley',
      lastName: 'Refund',
    });

    // The client buys the $49 one-off program, starting on the first day offered.
    await page.goto('/p/demo-paid-fixed');
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await page.getByRole('button', { name: 'Purchase' }).first().click();
    await expect(page).toHaveURL(/\/purchase/);
    await payOneOffWithNewCard(page, '4242 4242 4242 4242');
    await page.goto('/user/my_programs/active');
    await expect(page.getByLabel(title)).toBeVisible();

    // The demo coach finds the client among the program's clients, with the payment.
    const coachContext = await browser.newContext();
    const coach = await coachContext.newPage();
    await signedIn(coach, 'coach@forma.test', DEMO_PASSWORD);
    await expect(coach).toHaveURL(/\/coach\//);
    await coach.goto('/coach/programs/active');
    await coach.getByRole('link', { name: title }).first().click();
    // A program opens on its clients.
    await expect(coach).toHaveURL(/\/coach\/programs\/\d+\/clients$/);
    const sections = coach.getByRole('navigation', { name: 'Program sections' });
    const row = coach.getByRole('row').filter({ hasText: email });
    await expect(row).toContainText(/Last payment \$49\.00 on /);

    // Cancelled now, with $10.00 of the $49.00 back.
    await row.getByRole('button', { name: 'Actions for Riley Refund' }).click();
    await coach.getByRole('menuitem', { name: 'Cancel program' }).click();
    const cancel = coach.getByRole('dialog', { name: 'Cancel program' });
    await expect(cancel).toContainText('Cancel the subscription of Riley Refund to this program.');
    await expect(cancel).toContainText('Access ceases from tomorrow.');
    await cancel.getByRole('radio', { name: 'Partial' }).check();
    const amount = cancel.getByRole('textbox', { name: 'Refund amount' });
    await expect(cancel).toContainText('At most $49.00.');
    await amount.fill('60');
    await cancel.getByRole('button', { name: 'Cancel program' }).click();
    await expect(cancel).toContainText('Enter an amount between 0.01 and $49.00.');
    await amount.fill('10.00');
    await cancel.getByRole('button', { name: 'Cancel program' }).click();
    await expect(coach.getByText('The program was cancelled for this client.')).toBeVisible({
      timeout: 20_000,
    });
    await expect(cancel).toBeHidden();
    await expect(row).toHaveCount(0);

    // The client is among the past ones now, with the refund under the last payment.
    await sections.getByRole('link', { name: /Past/ }).click();
    await expect(row).toContainText(/Last payment \$49\.00 on /);
    await expect(row).toContainText('Refunded $10.00');
    await expect(row).toContainText('Cancelled by coach');

    // A second refund is not offered: the membership is no longer ongoing.
    await row.getByRole('button', { name: 'Actions for Riley Refund' }).click();
    await expect(coach.getByRole('menuitem', { name: 'Edit client info' })).toBeVisible();
    await expect(coach.getByRole('menuitem', { name: 'Cancel program' })).toHaveCount(0);
    await coach.keyboard.press('Escape');
    await coachContext.close();

    // The client's access ends: the program left the active ones for the past ones, cancelled.
    await page.goto('/user/my_programs/active');
    await expect(page.getByText('No programs yet')).toBeVisible();
    await expect(page.getByLabel(title)).toHaveCount(0);
    await page.getByRole('tab', { name: 'Past' }).click();
    await expect(page.getByLabel(title)).toContainText('Cancelled');
  });
});
