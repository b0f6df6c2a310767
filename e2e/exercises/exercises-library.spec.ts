import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { DEMO_PASSWORD } from '../support/fixtures.ts';
import { signedIn } from '../support/sign-in.ts';
import { openNavGroup } from '../support/shell.ts';

const PHONE = { width: 375, height: 812 };

/** From the programs page through the Programming menu, as a coach finds the library. */
async function openLibrary(page: Page) {
  await expect(page).toHaveURL(/\/coach\/programs\/active/);
  const menu = await openNavGroup(page, 'Programming');
  await menu.getByRole('menuitem', { name: 'Exercises' }).click();
  await expect(page).toHaveURL(/\/coach\/exercises\/library$/);
  // The menu opens on hover too: the pointer leaves the header, then Escape closes what stays open.
  await page.mouse.move(10, 600);
  await expect(async () => {
    if (await page.getByRole('menu').count()) await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
}

async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search exercises' }).fill(text);
}

async function rowAction(page: Page, name: string, action: 'View' | 'Edit' | 'Delete') {
  await page.getByRole('button', { name: `Actions for ${name}`, exact: true }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

async function choose(dialog: Locator, page: Page, field: string, option: string) {
  await dialog.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('the exercise library', () => {
  test('a PROFESSIONAL coach finds Back Squat, then creates, edits and deletes an exercise', async ({
    page,
  }) => {
    const stamp = Date.now().toString(36);
    const name = `Landmine Lunge ${stamp}`;
    await signedIn(page, 'coach@forma.test', DEMO_PASSWORD);
    await openLibrary(page);

    await page.getByRole('tab', { name: 'Forma Library' }).click();
    await search(page, '  back squat ');
    await expect(page.getByRole('row', { name: /^Back Squat/ })).toBeVisible();
    await rowAction(page, 'Back Squat', 'View');
    const details = page.getByRole('dialog', { name: 'Back Squat' });
    await expect(details.getByText('Quadriceps, Glutes')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();

    await page.getByRole('button', { name: 'New exercise' }).click();
    const form = page.getByRole('dialog', { name: 'New exercise' });
    await form.getByRole('textbox', { name: 'Name' }).fill(name);
    await choose(form, page, 'Major muscle group', 'Upper legs');
    await choose(form, page, 'Equipment', 'Specialised equipment');
    await form.getByRole('checkbox', { name: 'Tempo' }).check();
    await form
      .getByRole('textbox', { name: 'Instructions' })
      .fill('Hold the end of a landmine bar at your chest and step back into a lunge.');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The exercise has been created.')).toBeVisible();
    await expect(form).toBeHidden();

    await page.getByRole('tab', { name: 'My Library' }).click();
    await search(page, stamp);
    await expect(page.getByRole('row', { name: new RegExp(`^${name}`) })).toBeVisible();

    await rowAction(page, name, 'Edit');
    const edit = page.getByRole('dialog', { name: 'Edit exercise' });
    await expect(edit.getByRole('combobox', { name: 'Metric category' })).toBeDisabled();
    await expect(edit.getByRole('checkbox', { name: 'Tempo' })).toBeChecked();
    await edit.getByRole('textbox', { name: 'Name' }).fill(`${name} Hold`);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The exercise has been saved.')).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(`^${name} Hold`) })).toBeVisible();

    await rowAction(page, `${name} Hold`, 'Delete');
    const confirm = page.getByRole('dialog', { name: 'Delete exercise' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('The exercise has been deleted.')).toBeVisible();
    await expect(page.getByText('No exercises match your search.')).toBeVisible();
  });

  test('a FREE coach meets the upgrade prompt instead of the exercise form', async ({ page }) => {
    await signedIn(page, 'solo@forma.test', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/coach\/programs\/active/);
    await page.goto('/coach/exercises/library');
    await page.getByRole('button', { name: 'New exercise' }).first().click();
    const prompt = page.getByRole('dialog', { name: 'Upgrade to PROFESSIONAL' });
    await expect(prompt.getByText(/part of the PROFESSIONAL plan/)).toBeVisible();
    await expect(prompt.getByRole('link', { name: 'Upgrade' })).toHaveAttribute(
      'href',
      '/coach/choose_your_plan',
    );
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveCount(0);
    await prompt.getByRole('button', { name: 'Not now' }).click();
    await expect(prompt).toBeHidden();

    await page.getByRole('tab', { name: 'Forma Library' }).click();
    await search(page, 'Back Squat');
    await expect(page.getByRole('row', { name: /^Back Squat/ })).toBeVisible();
  });

  test('at 375 px the library shows each exercise as a card and filters in a modal', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await signedIn(page, 'coach@forma.test', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/coach\/programs\/active/);
    await page.goto('/coach/exercises/library');

    await page.getByRole('tab', { name: 'Forma Library' }).click();
    await search(page, 'Back Squat');
    const card = page
      .getByRole('list', { name: 'Exercises' })
      .getByRole('listitem', { name: 'Back Squat', exact: true });
    await expect(card.getByText('No media')).toBeVisible();
    const actions = card.getByRole('button', { name: 'Actions for Back Squat' });
    for (const part of [card, actions]) {
      const box = (await part.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );

    await page.getByRole('button', { name: 'Filters' }).click();
    const filter = page.getByRole('dialog', { name: 'Filter' });
    await filter
      .getByRole('radiogroup', { name: 'Equipment' })
      .getByRole('radio', { name: 'Strength' })
      .check();
    await filter.getByRole('button', { name: 'Apply Filter' }).click();
    await expect(page.getByRole('button', { name: 'Remove filter Strength' })).toBeVisible();
    await expect(card).toBeVisible();
  });
});
