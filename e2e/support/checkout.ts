import type { Page } from '@playwright/test';
import { expect } from './test.ts';
import { typeCard } from './card-form.ts';

/**
 * On a one-off program's purchase form: a new card, the first start date offered, then
 * 'Purchase' until the spec's success notice shows.
 */
export async function payOneOffWithNewCard(page: Page, cardNumber: string, name?: string) {
  await typeCard(page, cardNumber, name);
  await expect(page.getByText('Card was successfully added.')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Choose a start date' }).click();
  const calendar = page.getByRole('dialog', { name: 'Add to calendar' });
  await calendar.locator('table button:not([disabled]):not([data-outside])').first().click();
  await calendar.getByRole('button', { name: 'Yes, start on this day' }).click();
  await page.getByRole('button', { name: 'Purchase' }).click();
  await expect(page.getByText('Program has been successfully purchased.')).toBeVisible({
    timeout: 20_000,
  });
}

/**
 * The demo's monthly program `demo-paid` (Forma Performance Club): its 7-day trial started from
 * the public page with a new 4242 card, until the spec's success notice shows.
 */
export async function startDemoPaidTrial(page: Page) {
  await page.goto('/p/demo-paid');
  await expect(page.getByRole('heading', { name: 'Forma Performance Club' })).toBeVisible();
  await page.getByRole('button', { name: 'Start 7-day free trial' }).first().click();
  await expect(page).toHaveURL(/\/purchase/);
  await typeCard(page, '4242 4242 4242 4242');
  await expect(page.getByText('Card was successfully added.')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Start 7-day free trial' }).click();
  await expect(page.getByText('You have been successfully subscribed to the Program.')).toBeVisible(
    { timeout: 20_000 },
  );
}
