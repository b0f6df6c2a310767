import { expect, test } from '../support/test.ts';
import { fillSignUp, logIn } from '../support/forms.ts';
import { linkIn, uniqueEmail, waitForMail } from '../support/mail.ts';

test.describe('a new client signs up', () => {
  test('creates an account, lands on My programs, then confirms the e-mail from the inbox', async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail('client');
    const password = 'client-pass-1';

    await page.goto('/onboarding/sign_up/coaching');
    await page.getByText("I'm a client").click();
    await expect(page).toHaveURL(/\/onboarding\/sign_up\/client/);
    await expect(page.getByText('Create account or Log in')).toBeVisible();
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page.getByText('Create your account')).toBeVisible();
    await expect(page.getByLabel('Account name')).toHaveCount(0);
    await fillSignUp(page, { firstName: 'Casey', lastName: 'Nguyen', email, password });

    await expect(page).toHaveURL(/\/user\/my_programs\/active$/);
    await expect(page.getByRole('heading', { name: 'My programs' })).toBeVisible();
    await expect(page.getByText('No programs yet')).toBeVisible();
    await expect(page.getByText("You're ready to go Casey!")).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText([
      'Programs',
      'Calendar',
    ]);

    // The sign-up form has no gender, so the app asks for it once the client is in.
    const updateProfile = page.getByRole('dialog', { name: 'Update your profile' });
    await expect(updateProfile).toBeVisible();
    await expect(updateProfile.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await updateProfile.getByRole('radio', { name: 'Female' }).check();
    await updateProfile.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('You are ready to go!')).toBeVisible();
    await expect(updateProfile).toBeHidden();

    // The confirmation e-mail is opened on another device, where nobody is signed in.
    const mail = await waitForMail(email, 'Confirm your email');
    const phone = await browser.newContext();
    const phonePage = await phone.newPage();
    await phonePage.goto(linkIn(mail, '/confirmation'));
    await expect(phonePage).toHaveURL(/\/onboarding\/sign_in$/);
    await expect(phonePage.getByText('Congrats!')).toBeVisible();
    await expect(
      phonePage.getByText('Your email address has been successfully confirmed.'),
    ).toBeVisible();
    await expect(phonePage.getByRole('button', { name: 'Log In' })).toBeVisible();

    // The link works once: opened again it shows the failure, and still goes to sign-in.
    await phonePage.goto(linkIn(mail, '/confirmation'));
    await expect(phonePage).toHaveURL(/\/onboarding\/sign_in$/);
    await expect(phonePage.getByText('This link is invalid or has expired.')).toBeVisible();

    await logIn(phonePage, email, password);
    await expect(phonePage).toHaveURL(/\/user\/my_programs\/active$/);
    await expect(phonePage.getByRole('heading', { name: 'My programs' })).toBeVisible();
    await expect(phonePage.getByRole('dialog', { name: 'Update your profile' })).toHaveCount(0);
    await phone.close();
  });
});
