import { expect, type Page } from '@playwright/test';

/** The header's avatar button that opens the account dropdown. */
export const accountMenuButton = (page: Page) => page.getByRole('button', { name: 'Account menu' });

/** Opens the account dropdown of the header and returns it. */
export async function openAccountMenu(page: Page) {
  await accountMenuButton(page).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}

/** Opens the header's help dropdown and returns it. */
export async function openHelpMenu(page: Page) {
  await page.getByRole('button', { name: 'Help', exact: true }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}

/** The main navigation of the desktop header. */
export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** Opens a group of the main navigation (Programming, Storefront) and returns its dropdown. */
export async function openNavGroup(page: Page, name: string) {
  await mainNav(page).getByRole('button', { name }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}

/**
 * Closes an open dropdown the way a person does, with Escape (again if the first press came while
 * the page was still settling after the menu's navigation, as a person would).
 */
export async function closeMenu(page: Page) {
  await expect(async () => {
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

/** Logs out from the header's account menu and waits for the visitors' start page. */
export async function logOut(page: Page) {
  const menu = await openAccountMenu(page);
  await menu.getByRole('menuitem', { name: /Log out/ }).click();
  // The app navigates on its own after logging out; a journey's next page.goto must not race it.
  await expect(page).toHaveURL(/\/onboarding\/sign_up\/coaching$/);
}

/** The app header (the mobile menu repeats some of its links, hidden on desktop). */
export const header = (page: Page) => page.getByRole('banner');
