import type { Page } from '@playwright/test';
import { apiSession } from '../support/api-session.ts';
import { expect, test } from '../support/test.ts';
import { DEMO_PASSWORD } from '../support/fixtures.ts';
import { fillSignUp, logIn, signUpClient } from '../support/forms.ts';
import { signedIn } from '../support/sign-in.ts';
import { acceptWaiver, startOnFirstDayAndOpenMyPrograms } from '../support/free-program.ts';
import { linkIn, uniqueEmail, waitForMail } from '../support/mail.ts';

/** The demo client answers the one-off 'Update your profile' question if the app asks it. */
async function answerProfileQuestion(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Update your profile' });
  const shown = await dialog
    .waitFor({ timeout: 5_000 })
    .then(() => true)
    .catch(() => false);
  if (!shown) return;
  // It may be closing already (a page change under it); answer only while it stays open.
  const answered = await dialog
    .getByRole('radio', { name: 'Female' })
    .check({ timeout: 3_000 })
    .then(() => true)
    .catch(() => false);
  if (answered) await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toBeHidden();
}

test.describe('the public program page', () => {
  test('a visitor sees the program, and link previews get its meta', async ({ page, request }) => {
    const html = await (await request.get('/p/demo-group')).text();
    expect(html).toContain('<title>Forma Group Strength | Forma Demo Gym | Forma</title>');
    expect(html).toMatch(/<meta name="description" content="Train with the whole gym/);

    await page.goto('/p/demo-group');
    await expect(page.getByRole('heading', { name: 'Forma Group Strength' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
    await expect(page.getByText('Barbell strength and accessory work')).toBeVisible();
    await expect(page.getByText('Forma Demo Gym')).toBeVisible();
    await expect(page.getByRole('link', { name: 'See More Programs' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Get for Free' })).toBeEnabled();
  });

  test('a visitor gets a free program through sign-up, then reschedules it from My programs', async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail('kickstart');
    const password = 'kickstart-pass-1';

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/p/demo-fixed');
    await page.getByRole('button', { name: 'Get for Free' }).click();
    await expect(page).toHaveURL(/\/onboarding\/sign_up\/client/);
    await page.getByRole('button', { name: 'Create account' }).click();
    await fillSignUp(page, { firstName: 'Robin', lastName: 'Hale', email, password });

    // Back on the program, the app's one-off question to new clients comes first, alone; then
    // the purchase goes on where it stopped: the start date.
    await expect(page).toHaveURL(/\/p\/demo-fixed/);
    const profile = page.getByRole('dialog', { name: 'Update your profile' });
    await profile.getByRole('radio', { name: 'Female' }).check();
    await profile.getByRole('button', { name: 'Continue' }).click();
    const calendar = page.getByRole('dialog', { name: 'Add to calendar' });
    await expect(calendar).toBeVisible();
    await calendar.locator('table button:not([disabled]):not([data-outside])').first().click();
    await calendar.getByRole('button', { name: 'Yes, get it for free' }).click();
    const next = page.getByRole('dialog', { name: 'What Happens Next' });
    await expect(next).toBeVisible({ timeout: 20_000 });
    await expect(next.getByRole('link', { name: 'Download on the App Store' })).toBeVisible();
    await next.getByRole('button', { name: 'Go to My programs' }).click();

    await expect(page).toHaveURL(/\/user\/my_programs\/active$/);
    const card = page.getByLabel('Forma 4-Week Kickstart');
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: 'Reschedule' }).click();
    const reschedule = page.getByRole('dialog', { name: 'Reschedule' });
    await expect(
      reschedule.getByText('Use the date selector below to change the start date of this program.'),
    ).toBeVisible();
    await expect(reschedule.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await reschedule.getByRole('button', { name: /Start date/ }).click();
    // A day of next month: this month may have no day left after the current start.
    await page
      .getByRole('dialog', { name: 'Choose a date' })
      .getByRole('button', { name: 'Next month' })
      .click();
    await page.locator('table button:not([disabled]):not([data-outside])').nth(2).click();
    await reschedule.getByRole('button', { name: 'Apply' }).click();
    await expect(
      page.getByText('Forma 4-Week Kickstart has been successfully rescheduled.'),
    ).toBeVisible();

    // The e-mail is confirmed from the inbox; signing in there shows the program too.
    const mail = await waitForMail(email, 'Confirm your email');
    const phone = await browser.newContext();
    const phonePage = await phone.newPage();
    await phonePage.goto(linkIn(mail, '/confirmation'));
    await expect(
      phonePage.getByText('Your email address has been successfully confirmed.'),
    ).toBeVisible();
    await logIn(phonePage, email, password);
    await expect(phonePage).toHaveURL(/\/user\/my_programs\/active$/);
    await expect(phonePage.getByLabel('Forma 4-Week Kickstart')).toBeVisible();
    await phone.close();
  });

  test('a private program refuses a stranger, who may contact the coach', async ({
    page,
    request,
  }) => {
    const headers = await apiSession(request, 'solo@forma.test');
    const customUrl = `private-${Date.now()}`;
    const created = await request.post('/api/coach/plans', {
      headers,
      data: {
        plan: {
          plan_type: 'one_many',
          title: 'Invite-only Strength',
          description: '<p>Only for invited athletes.</p>',
          is_private: true,
          allowed_emails: ['client@forma.test'],
          custom_url: customUrl,
        },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const published = await request.post(`/api/coach/plans/${id}/publish`, { headers });
    expect(published.ok(), await published.text()).toBe(true);

    // Signed out: the sign-in modal, which Escape does not close.
    await page.goto(`/p/${customUrl}`);
    const signIn = page.getByRole('dialog', { name: 'Log in to continue' });
    await expect(signIn).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(signIn).toBeVisible();

    // Signed in as a client who is not on the list: the texts and 'Contact the coach'.
    await signIn.getByLabel('Email').fill('client2@forma.test');
    await signIn.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
    await signIn.getByRole('button', { name: 'Log In' }).click();
    await expect(signIn).toBeHidden();
    await answerProfileQuestion(page);
    await expect(
      page.getByText('You do not have permission to access this program...'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Contact the coach' }).click();
    const contact = page.getByRole('dialog', { name: 'Contact the coach' });
    await contact.getByLabel('Your message').fill('Could I join your invite-only program?');
    await contact.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Your message has been sent to the coach.')).toBeVisible();

    const mail = await waitForMail('solo@forma.test', 'Invite-only Strength');
    expect(mail.text).toContain('Could I join your invite-only program?');
  });

  test("a new client on a private program's list confirms their address from the page, then joins", async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('listed');
    const headers = await apiSession(request, 'solo@forma.test');
    const customUrl = `listed-${Date.now()}`;
    const created = await request.post('/api/coach/plans', {
      headers,
      data: {
        plan: {
          plan_type: 'one_many',
          title: 'Listed Only',
          description: '<p>For the list.</p>',
          is_private: true,
          allowed_emails: [email],
          custom_url: customUrl,
        },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    expect((await request.post(`/api/coach/plans/${id}/publish`, { headers })).ok()).toBe(true);

    // Signing up with the listed address does not prove it: the page says what to do.
    await page.setViewportSize({ width: 375, height: 812 });
    await signUpClient(page, { firstName: 'Lee', lastName: 'Listed', email, password: 'listed-1' });
    await expect(page).toHaveURL(/\/user\/my_programs\/active$/);
    await answerProfileQuestion(page);
    await page.goto(`/p/${customUrl}`);
    const notice = page.getByRole('alert').filter({ hasText: 'Confirm your e-mail address' });
    await expect(notice).toContainText('This program is open to your e-mail address.');
    await expect(page.getByText('For the list.')).toHaveCount(0);
    const resend = notice.getByRole('button', { name: 'Send the confirmation email again' });
    // At 375 px the button stays inside the page.
    const box = (await resend.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    await resend.click();
    await expect(notice.getByText('We have sent you a new confirmation email.')).toBeVisible();

    // The newest e-mail's link confirms the address; the program then opens.
    const mail = await waitForMail(email, 'Confirm your email');
    await page.goto(linkIn(mail, '/confirmation'));
    await expect(
      page.getByText('Your email address has been successfully confirmed.'),
    ).toBeVisible();
    await page.goto(`/p/${customUrl}`);
    await expect(page.getByText('For the list.')).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Send the confirmation email again' }),
    ).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Get for Free' })).toBeEnabled();
  });

  test('a program that skips its sales page opens the checkout: waiver, start date, What Happens Next', async ({
    page,
    request,
  }) => {
    const headers = await apiSession(request, 'solo@forma.test');
    const customUrl = `straight-in-${Date.now()}`;
    const created = await request.post('/api/coach/plans', {
      headers,
      data: {
        plan: {
          plan_type: 'fixed',
          title: 'Straight In',
          skip_sales_page: true,
          waiver: { enabled: true, text: '<p>Warm up first.</p>', attachments: [] },
          custom_url: customUrl,
        },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    expect((await request.post(`/api/coach/plans/${id}/publish`, { headers })).ok()).toBe(true);

    await signedIn(page, 'client2@forma.test', DEMO_PASSWORD);
    await answerProfileQuestion(page);
    await page.goto(`/p/${customUrl}`);
    await expect(page).toHaveURL(new RegExp(`/plan/${id}/purchase`));
    await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
    await acceptWaiver(page, 'Warm up first.');
    await startOnFirstDayAndOpenMyPrograms(page);
    await expect(page.getByText('Straight In')).toBeVisible();
  });
});
