import { expect, type Page } from '@playwright/test';

/** A new client is asked for a gender once; the journey puts it off. */
export async function putOffProfileQuestion(page: Page) {
  const updateProfile = page.getByRole('dialog', { name: 'Update your profile' });
  const shown = await updateProfile
    .waitFor({ timeout: 5_000 })
    .then(() => true)
    .catch(() => false);
  if (shown) await updateProfile.getByRole('button', { name: 'Close' }).click();
  await expect(updateProfile).toBeHidden();
}

/** A new client answers the app's one question (gender) at once, so it is not asked again. */
export async function answerProfileQuestion(page: Page) {
  const updateProfile = page.getByRole('dialog', { name: 'Update your profile' });
  await updateProfile.getByRole('radio', { name: 'Female' }).check();
  await updateProfile.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('You are ready to go!')).toBeVisible();
  await expect(updateProfile).toBeHidden();
}

/** Reads the waiver (its text must show), ticks 'Confirmed as read and accepted' and accepts. */
export async function acceptWaiver(page: Page, text: string) {
  const waiver = page.getByRole('dialog', { name: 'Waiver' });
  await expect(waiver.getByText(text)).toBeVisible();
  await waiver.getByRole('checkbox', { name: 'Confirmed as read and accepted' }).check();
  await waiver.getByRole('button', { name: 'Accept' }).click();
}

/** Picks the first day offered in 'Add to calendar', gets the program, and goes to My programs. */
export async function startOnFirstDayAndOpenMyPrograms(page: Page) {
  const calendar = page.getByRole('dialog', { name: 'Add to calendar' });
  await calendar.locator('table button:not([disabled]):not([data-outside])').first().click();
  await calendar.getByRole('button', { name: 'Yes, get it for free' }).click();
  const next = page.getByRole('dialog', { name: 'What Happens Next' });
  await expect(next).toBeVisible({ timeout: 20_000 });
  await next.getByRole('button', { name: 'Go to My programs' }).click();
  await expect(page).toHaveURL(/\/user\/my_programs\/active$/);
}
