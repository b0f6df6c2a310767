import { expect, test } from '../support/test.ts';
import { DEMO_PASSWORD } from '../support/fixtures.ts';
import { closeProgramTypeChoice, fillSignUp } from '../support/forms.ts';
import { signedIn } from '../support/sign-in.ts';
import { linkIn, uniqueEmail, waitForMail } from '../support/mail.ts';
import { accountMenuButton, mainNav, openAccountMenu } from '../support/shell.ts';

test.describe('a gym owner invites a coach into the team', () => {
  test('the invitee signs up from the e-mail, lands in the gym, and the owner sees them active', async ({
    page,
    browser,
  }) => {
    const invitee = uniqueEmail('invited-coach');

    // The owner, in 'Forma Demo Gym' on PROFESSIONAL, invites from Settings > Coaches.
    await signedIn(page, 'coach@forma.test', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/coach\/programs\/active$/);
    const menu = await openAccountMenu(page);
    await menu.getByRole('menuitem', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/coach\/profile\/info$/);
    await page.getByRole('tab', { name: 'Coaches' }).click();
    await expect(page).toHaveURL(/\/coach\/profile\/coaches$/);

    await page.getByLabel('Invite a coach by email').fill(invitee);
    await page.getByRole('button', { name: 'Send invite' }).click();
    await expect(page.getByText(`Invitation sent to ${invitee}`)).toBeVisible();
    const pendingRow = page.getByRole('row', { name: new RegExp(invitee) });
    await expect(pendingRow).toContainText('Pending');

    // The invitee opens the e-mail on their own computer.
    const mail = await waitForMail(invitee, 'invited you to coach with Forma Demo Gym');
    const inviteeContext = await browser.newContext();
    const coachPage = await inviteeContext.newPage();
    await coachPage.goto(linkIn(mail, '/onboarding/accept-invitation'));
    await expect(coachPage.getByRole('heading', { name: "Join 'Forma Demo Gym'" })).toBeVisible();
    await expect(coachPage.getByLabel('Email')).toHaveValue(invitee);
    await expect(coachPage.getByLabel('Email')).not.toBeEditable();
    await expect(coachPage.getByLabel('Account name')).toHaveCount(0);
    await fillSignUp(coachPage, {
      firstName: 'Riley',
      lastName: 'Stone',
      email: invitee,
      password: 'invited-pass-1',
    });

    await expect(coachPage).toHaveURL(/\/success\?role=invited/);
    await expect(
      coachPage.getByText("Congrats, we've added you into 'Forma Demo Gym'."),
    ).toBeVisible();
    await coachPage.getByRole('button', { name: 'Go to programs' }).click();
    await expect(coachPage).toHaveURL(/\/coach\/programs\/active/);
    await closeProgramTypeChoice(coachPage);
    await expect(coachPage.getByRole('heading', { name: 'Programs' })).toBeVisible();
    await expect(accountMenuButton(coachPage)).toContainText('Forma Demo Gym');
    await expect(mainNav(coachPage).getByRole('button', { name: 'Programming' })).toBeEnabled();
    // A coach who is not the owner has no Settings (financial features are the owner's).
    const inviteeMenu = await openAccountMenu(coachPage);
    await expect(inviteeMenu.getByRole('menuitem', { name: 'Settings' })).toHaveCount(0);
    await expect(inviteeMenu.getByRole('menuitem', { name: 'My accounts' })).toBeVisible();
    await inviteeContext.close();

    // Back with the owner: the coach is now active in the list.
    await page.reload();
    const acceptedRow = page.getByRole('row', { name: /Riley Stone/ });
    await expect(acceptedRow).toContainText(invitee);
    await expect(acceptedRow).toContainText('Coach');
    await expect(acceptedRow).toContainText('Active');
    await expect(acceptedRow).not.toContainText('Pending');
  });
});
