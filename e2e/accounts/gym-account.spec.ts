import { expect, test } from '../support/test.ts';
import { signUpCoach } from '../support/forms.ts';
import { uniqueEmail } from '../support/mail.ts';
import { accountMenuButton, mainNav, openAccountMenu } from '../support/shell.ts';

test.describe('a coach creates a gym account', () => {
  test('sets up a gym, lands in it, switches back to the private account and sees both in My accounts', async ({
    page,
  }) => {
    await signUpCoach(page, {
      accountName: 'Riverside Coaching',
      firstName: 'Jordan',
      lastName: 'Blake',
      email: uniqueEmail('gym-owner'),
      password: 'strong-pass-1',
    });

    let menu = await openAccountMenu(page);
    await menu.getByRole('menuitem', { name: 'My accounts' }).click();
    await expect(page).toHaveURL(/\/coach\/my_accounts$/);
    await page.getByRole('link', { name: 'Create account' }).click();

    await expect(page).toHaveURL(/\/create-account$/);
    await expect(page.getByText('Create a new account')).toBeVisible();
    await page.getByText('Gym', { exact: true }).click();

    await expect(page).toHaveURL(/\/onboarding\/business-setup\/gym$/);
    await expect(page.getByText('Set up your gym')).toBeVisible();
    await page.getByLabel('Account name').fill('Ironworks Gym');
    await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('United Kingdom');
    await page.getByRole('combobox', { name: 'Currency' }).fill('GBP');
    await page.getByRole('option', { name: 'GBP', exact: true }).click();
    await page.getByRole('button', { name: 'Create gym' }).click();

    // The app reloads inside the new gym, on its programs.
    await expect(page).toHaveURL(/\/coach\/programs\/active$/);
    await expect(page.getByText("You're ready to go Ironworks Gym!")).toBeVisible();
    await expect(accountMenuButton(page)).toContainText('Ironworks Gym');
    await expect(mainNav(page).getByRole('button', { name: 'Programming' })).toBeEnabled();
    const switcher = page.locator('[data-banner="account-switcher"]');
    await expect(switcher).toContainText('Ironworks Gym');
    await expect(switcher.getByText('Gym', { exact: true })).toBeVisible();

    await switcher.getByRole('button', { name: 'Switch account' }).click();
    const modal = page.getByRole('dialog', { name: 'Switch account' });
    await expect(modal).toBeVisible();
    const rows = modal.getByRole('button', {
      name: /Jordan Blake|Riverside Coaching|Ironworks Gym/,
    });
    await expect(rows).toHaveCount(3);
    await expect(modal.getByRole('button', { name: /Jordan Blake/ })).toContainText('Coach');
    await expect(modal.getByRole('button', { name: /Riverside Coaching/ })).toContainText('Team');
    const gymRow = modal.getByRole('button', { name: /Ironworks Gym/ });
    await expect(gymRow).toContainText('Current');
    await expect(gymRow).toBeDisabled();
    await expect(modal.getByRole('link', { name: 'Create a brand' })).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Cancel' })).toBeVisible();

    await modal.getByRole('button', { name: /Jordan Blake/ }).click();

    // The private account: the coach's own profile, with its limited menus.
    await expect(page).toHaveURL(/\/coach\/my_profile\/info$/);
    await expect(accountMenuButton(page)).toContainText('Jordan Blake');
    await expect(mainNav(page)).toHaveCount(0);
    menu = await openAccountMenu(page);
    await expect(menu.getByRole('menuitem')).toHaveText([
      'My profile',
      'My accounts',
      'Switch account',
      'Log out',
    ]);
    await menu.getByRole('menuitem', { name: 'My accounts' }).click();

    await expect(page).toHaveURL(/\/coach\/my_accounts$/);
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText([
      'Account name',
      'Launch date',
      'Account status',
      'My role',
      'Actions',
    ]);
    await expect(table.getByRole('row', { name: /Jordan Blake/ })).toContainText('Coach');
    await expect(table.getByRole('row', { name: /Riverside Coaching/ })).toContainText('Team');
    const gym = table.getByRole('row', { name: /Ironworks Gym/ });
    await expect(gym).toContainText('Gym');
    await expect(gym).toContainText('Owner');
    await expect(gym.getByRole('button', { name: 'Go to account Ironworks Gym' })).toBeEnabled();
  });
});
