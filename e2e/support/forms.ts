import type { Page } from '@playwright/test';

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
  if (details.accountName !== undefined) await page.getByLabel('Account name').fill(details.accountName);
  await page.getByLabel('First name').fill(details.firstName);
  await page.getByLabel('Last name').fill(details.lastName);
  const email = page.getByLabel('Email');
  if (await email.isEditable()) await email.fill(details.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(details.password);
  await page.getByRole('textbox', { name: 'Confirm password' }).fill(details.password);
  await page.getByRole('combobox', { name: 'Country' }).fill(details.country ?? 'United Kingdom');
  await page.getByRole('option', { name: details.country ?? 'United Kingdom', exact: true }).click();
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
