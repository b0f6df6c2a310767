import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { DEMO_PASSWORD, FIXTURE_COACHES, FIXTURE_PASSWORD } from '../support/fixtures.ts';
import { signedIn } from '../support/sign-in.ts';
import {
  accountMenuButton,
  closeMenu,
  header,
  mainNav,
  openAccountMenu,
  openHelpMenu,
  openNavGroup,
} from '../support/shell.ts';

// Banner colours a person sees: Mantine's red and green made dark enough for white text
// (docs/decisions/platform-web.md, "Brand colours and contrast").
const RED = 'rgb(223, 6, 6)';
const GREEN = 'rgb(42, 127, 57)';

const PROGRAMMING = [
  'Programs',
  'Exercises',
  'Challenges',
  'Leaderboards',
  'Templates',
  'Resources',
];

/** The subscription warning under the header (its action is the only 'Upgrade now' link there). */
const subscriptionBanner = (page: Page) =>
  page.getByRole('status').filter({ has: page.getByRole('link', { name: 'Upgrade now' }) });

async function signedInAs(page: Page, email: string, password: string, landing: RegExp) {
  await signedIn(page, email, password);
  await expect(page).toHaveURL(landing);
}

test.describe('menus and banners by the coach’s platform plan', () => {
  test('PROFESSIONAL gym owner: every menu enabled, no subscription warning', async ({ page }) => {
    await signedInAs(page, 'coach@forma.test', DEMO_PASSWORD, /\/coach\/programs\/active$/);
    await expect(accountMenuButton(page)).toContainText('Forma Demo Gym');

    // The demo gym's custom Stripe account brings the Dashboard; Programming, Clients, Storefront.
    await expect(mainNav(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(mainNav(page).getByRole('button', { name: 'Programming' })).toBeEnabled();
    await expect(mainNav(page).getByRole('link', { name: 'Clients' })).toBeVisible();
    await expect(mainNav(page).getByRole('button', { name: 'Storefront' })).toBeEnabled();

    let menu = await openNavGroup(page, 'Programming');
    await expect(menu.getByRole('menuitem')).toHaveText(PROGRAMMING);
    for (const item of PROGRAMMING)
      await expect(menu.getByRole('menuitem', { name: item })).toBeEnabled();
    await closeMenu(page);

    menu = await openNavGroup(page, 'Storefront');
    // Coupons need a Stripe account (spec 6), which the demo gym has.
    await expect(menu.getByRole('menuitem')).toHaveText([
      'Your Storefront',
      'Coupons',
      'Customisation',
      'Zapier integration',
    ]);
    await closeMenu(page);

    menu = await openAccountMenu(page);
    await expect(menu.getByRole('menuitem')).toHaveText([
      'Settings',
      'My accounts',
      'Switch account',
      'Connect to Stripe',
      'Download the app',
      /^Log out\s*You will be logged out from all accounts\.$/,
    ]);
    await closeMenu(page);

    menu = await openHelpMenu(page);
    await expect(menu.getByRole('menuitem')).toHaveText([
      'Help Centre',
      'Demo Videos',
      "What's New",
      'Talk to support',
    ]);
    await expect(menu.getByRole('menuitem', { name: "What's New" })).toBeEnabled();
    await closeMenu(page);

    await expect(header(page).getByRole('link', { name: 'Notifications' })).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Chat' })).toBeVisible();
    await expect(subscriptionBanner(page)).toHaveCount(0);

    // Programming's entries lead to their pages.
    menu = await openNavGroup(page, 'Programming');
    await menu.getByRole('menuitem', { name: 'Exercises' }).click();
    await expect(page).toHaveURL(/\/coach\/exercises\/library$/);
  });

  test('FREE coach on the private account: the own-profile menus only', async ({ page }) => {
    await signedInAs(page, 'solo@forma.test', DEMO_PASSWORD, /\/coach\/programs\/active$/);
    await expect(accountMenuButton(page)).toContainText('Sam Rivera');
    await expect(mainNav(page)).toHaveCount(0);
    await expect(header(page).getByRole('link', { name: 'Notifications' })).toHaveCount(0);
    await expect(header(page).getByRole('link', { name: 'Chat' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Get Started' })).toHaveCount(0);

    let menu = await openAccountMenu(page);
    await expect(menu.getByRole('menuitem')).toHaveText(['My profile', 'My accounts', 'Log out']);
    await closeMenu(page);
    menu = await openHelpMenu(page);
    await expect(menu.getByRole('menuitem')).toHaveText([
      'Help Centre',
      'Demo Videos',
      "What's New",
      'Talk to support',
    ]);
    await closeMenu(page);
    await expect(subscriptionBanner(page)).toHaveCount(0);

    // The upgrade page does not exist for a free account.
    await page.goto('/coach/upgrade-your-account');
    await expect(page).toHaveURL(/\/404$/);
  });

  test('trial: a green banner counts the days left and offers Upgrade now', async ({ page }) => {
    const { email, accountTitle } = FIXTURE_COACHES.trial;
    await signedInAs(page, email, FIXTURE_PASSWORD, /\/coach\/programs\/active$/);
    await expect(accountMenuButton(page)).toContainText(accountTitle);

    // 20 days from when the fixture was made: 19 whole days and some hours are left.
    const banner = subscriptionBanner(page);
    await expect(banner).toHaveText(
      /^Your free trial ends in 19 days\. Upgrade now to keep building your programs\.\s*Upgrade now$/,
    );
    await expect(banner).toHaveCSS('background-color', GREEN);

    await expect(mainNav(page).getByRole('button', { name: 'Programming' })).toBeEnabled();
    await expect(mainNav(page).getByRole('link', { name: 'Clients' })).toBeVisible();
    await expect(mainNav(page).getByRole('button', { name: 'Storefront' })).toBeEnabled();
    const menu = await openNavGroup(page, 'Programming');
    for (const item of PROGRAMMING)
      await expect(menu.getByRole('menuitem', { name: item })).toBeEnabled();
    await closeMenu(page);

    await banner.getByRole('link', { name: 'Upgrade now' }).click();
    await expect(page).toHaveURL(/\/coach\/choose_your_plan$/);
    // The banner stands aside on the plan page itself.
    await expect(page.getByText(/Your free trial ends in/)).toHaveCount(0);
  });

  test('blocked (trial ended): programming except Programs, Clients and Storefront disabled; a red banner', async ({
    page,
  }) => {
    const { email, accountTitle } = FIXTURE_COACHES.blocked;
    await signedInAs(page, email, FIXTURE_PASSWORD, /\/coach\/programs\/active$/);
    await expect(accountMenuButton(page)).toContainText(accountTitle);

    const banner = subscriptionBanner(page);
    await expect(banner).toHaveText(
      /^Your free trial has ended\. Upgrade now to keep building your programs\.\s*Upgrade now$/,
    );
    await expect(banner).toHaveCSS('background-color', RED);

    await expect(mainNav(page).getByRole('button', { name: 'Programming' })).toBeEnabled();
    await expect(mainNav(page).getByRole('button', { name: 'Clients' })).toBeDisabled();
    await expect(mainNav(page).getByRole('button', { name: 'Storefront' })).toBeDisabled();
    await expect(header(page).getByRole('button', { name: 'Chat' })).toBeDisabled();

    let menu = await openNavGroup(page, 'Programming');
    await expect(menu.getByRole('menuitem', { name: 'Programs' })).toBeEnabled();
    for (const item of PROGRAMMING.slice(1)) {
      await expect(menu.getByRole('menuitem', { name: item })).toBeDisabled();
    }
    await closeMenu(page);
    menu = await openHelpMenu(page);
    await expect(menu.getByRole('menuitem', { name: "What's New" })).toBeDisabled();
    await closeMenu(page);

    // Programs stays open to a blocked account; the other coach areas lead to the upgrade page.
    await expect(page.getByRole('heading', { name: 'Programs' })).toBeVisible();
    await page.goto('/coach/clients');
    await expect(page).toHaveURL(/\/coach\/upgrade-your-account$/);
    await expect(page.getByRole('heading', { name: 'Your account is restricted' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Upgrade now' })).toHaveCount(1);
    await page.goto('/coach/exercises');
    await expect(page).toHaveURL(/\/coach\/upgrade-your-account$/);

    await page.getByRole('link', { name: 'Upgrade now' }).click();
    await expect(page).toHaveURL(/\/coach\/choose_your_plan$/);
  });

  test('empty private account: programs lead to the upgrade page to start the trial', async ({
    page,
  }) => {
    const { email } = FIXTURE_COACHES.empty;
    await signedIn(page, email, FIXTURE_PASSWORD);
    await expect(page).toHaveURL(/\/coach\/upgrade-your-account$/);
    await expect(page.getByRole('heading', { name: 'Start coaching with Forma' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start free trial' })).toBeEnabled();

    for (const path of ['/coach/programs', '/coach/programs/active', '/coach/programs/attention']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/coach\/upgrade-your-account$/);
    }

    // The own profile: limited menus, so no Programming or Dashboard entries at all.
    await expect(mainNav(page)).toHaveCount(0);
    const menu = await openAccountMenu(page);
    await expect(menu.getByRole('menuitem')).toHaveText(['My profile', 'My accounts', 'Log out']);
  });

  test('empty business account: Programs disabled on desktop but not on a phone', async ({
    page,
  }) => {
    const { email, accountTitle } = FIXTURE_COACHES.emptyBusiness;
    await signedIn(page, email, FIXTURE_PASSWORD);
    await expect(page).toHaveURL(/\/coach\/upgrade-your-account$/);
    await expect(accountMenuButton(page)).toContainText(accountTitle);

    await expect(mainNav(page).getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
    const menu = await openNavGroup(page, 'Programming');
    for (const item of PROGRAMMING)
      await expect(menu.getByRole('menuitem', { name: item })).toBeDisabled();
    await closeMenu(page);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Menu' }).click();
    const mobile = page.getByRole('navigation', { name: 'Mobile menu' });
    await expect(mobile.getByRole('link', { name: 'Programs' })).toBeVisible();
    await expect(mobile.getByRole('button', { name: 'Exercises' })).toBeDisabled();
    await mobile.getByRole('link', { name: 'Programs' }).click();
    // Following it still ends on the upgrade page: the account has nothing to program with yet.
    await expect(page).toHaveURL(/\/coach\/upgrade-your-account$/);
  });
});
