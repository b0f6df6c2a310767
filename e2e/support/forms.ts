import { expect, type Page } from '@playwright/test';
import { answerProfileQuestion } from './free-program.ts';
import { uniqueEmail } from './mail.ts';

export type SignUpDetails = {
  accountName?: string;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  country?: string;
  birthdate?: { day: string; month: string; year: string };
};

/** Fills the SIGN UP screen as a person would and submits it. */
export async function fillSignUp(page: Page, details: SignUpDetails) {
  if (details.accountName !== undefined)
    await page.getByLabel('Account name').fill(details.accountName);
  await page.getByLabel('First name').fill(details.firstName);
  await page.getByLabel('Last name').fill(details.lastName);
  const email = page.getByLabel('Email');
  if (await email.isEditable()) await email.fill(details.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(details.password);
  await page.getByRole('textbox', { name: 'Confirm password' }).fill(details.password);
  await page.getByRole('combobox', { name: 'Country' }).fill(details.country ?? 'United Kingdom');
  await page
    .getByRole('option', { name: details.country ?? 'United Kingdom', exact: true })
    .click();
  const birthdate = details.birthdate ?? { day: '14', month: '02', year: '1990' };
  await page.getByLabel('Day').fill(birthdate.day);
  await page.getByLabel('Month').fill(birthdate.month);
  await page.getByLabel('Year').fill(birthdate.year);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Sign Up' }).click();
}

export async function logIn(page: Page, email: string, password: string) {
  await page.goto('/onboarding/sign_in');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

/** A client signs up from the 'Create account or Log in' screen, as a person would. */
export async function signUpClient(page: Page, details: SignUpDetails) {
  await page.goto('/onboarding/sign_up/client');
  await page.getByRole('button', { name: 'Create account' }).click();
  await fillSignUp(page, details);
}

/**
 * A new client of the journey's own signs up (a unique e-mail, `prefix` in it), lands on My
 * programs and answers the profile question; answers the e-mail.
 */
export async function signUpNewClient(
  page: Page,
  details: { prefix: string; firstName: string; lastName: string },
): Promise<string> {
  const email = uniqueEmail(details.prefix);
  await signUpClient(page, { ...details, email, password: `${details.prefix}-pass-1` });
  // The first sign-up of a fresh server can take a while.
  await expect(page).toHaveURL(/\/user\/my_programs\/active$/, { timeout: 30_000 });
  await answerProfileQuestion(page);
  return email;
}

/**
 * A standalone coach signs up and answers setup profile and the coaching questions; ends on the
 * programs page of the coach's new business account (see onboarding/coach-sign-up.spec.ts).
 */
export async function signUpCoach(page: Page, details: SignUpDetails & { accountName: string }) {
  await page.goto('/onboarding/sign_up/standalone');
  await fillSignUp(page, details);
  await expect(page).toHaveURL(/\/onboarding\/setup-profile/);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Tell us about your coaching')).toBeVisible();
  await page.getByText('Personal trainer').click();
  await page.getByText('Both').click();
  await page.getByText('6-50').click();
  await page.getByText('hybrid', { exact: false }).first().click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/success/);
  await page.getByRole('button', { name: /programs/i }).click();
  await expect(page).toHaveURL(/\/coach\/programs\/active/);
  await closeProgramTypeChoice(page);
}

/** A new coach lands on the programs with 'Choose a program type' open; this one decides later. */
export async function closeProgramTypeChoice(page: Page) {
  const choose = page.getByRole('dialog', { name: 'Choose a program type' });
  await expect(choose.getByText('Fixed Length')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(choose).toBeHidden();
  await expect(page).toHaveURL(/\/coach\/programs\/active$/);
}
