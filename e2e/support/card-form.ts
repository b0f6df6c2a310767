import type { Locator, Page } from '@playwright/test';

/**
 * The sandbox's card form, as a client types a card into it (shown at once without saved cards;
 * with some, after 'Use a new card'), on the page or inside the dialog that holds it.
 */
export async function typeCard(where: Page | Locator, number: string, name = 'Jamie Lee') {
  const another = where.getByText('Use a new card');
  if (await another.isVisible()) await another.click();
  await where.getByRole('textbox', { name: 'Card number' }).fill(number);
  await where.getByRole('textbox', { name: 'Expiry (MM / YY)' }).fill('12 / 34');
  await where.getByRole('textbox', { name: 'CVC' }).fill('123');
  await where.getByRole('textbox', { name: 'Name on card' }).fill(name);
  await where.getByRole('textbox', { name: 'Postal code' }).fill('10001');
  await where.getByRole('button', { name: 'Save card' }).click();
}
