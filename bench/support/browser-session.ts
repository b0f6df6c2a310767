/** A coach signed in in Chromium with the sign-in form, the session kept for new windows. */
import type { Browser, BrowserContext, Page } from '@playwright/test';

/** A desktop window (the builder's week grid, not a phone's one day), on UTC like the bench. */
export const WINDOW = {
  viewport: { width: 1440, height: 900 },
  timezoneId: 'UTC',
  locale: 'en-GB',
};

export type SignedIn = Awaited<ReturnType<BrowserContext['storageState']>>;

/** A coach signed up over HTTP answers setup profile and the coaching questions at first. */
async function finishOnboarding(page: Page) {
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByText('Personal trainer').click();
  await page.getByText('Both').click();
  await page.getByText('6-50').click();
  await page.getByText('hybrid', { exact: false }).first().click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL((url) => url.pathname.endsWith('/success'));
}

/**
 * Signs in with the sign-in form, as a coach does (the first time through onboarding), and keeps
 * the session for new windows.
 */
export async function signIn(
  browser: Browser,
  base: string,
  email: string,
  password: string,
): Promise<SignedIn> {
  const context = await browser.newContext({ ...WINDOW, baseURL: base });
  try {
    const page = await context.newPage();
    await page.goto('/onboarding/sign_in');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/onboarding/sign_in'));
    if (new URL(page.url()).pathname.startsWith('/onboarding/setup-profile')) {
      await finishOnboarding(page);
    }
    return await context.storageState();
  } finally {
    await context.close();
  }
}
