// The schedule builder's journey steps, as a coach takes them (the builder's journeys share them).
import type { Locator, Page } from '@playwright/test';
import { expect } from '../support/test.ts';
import { DEMO_PASSWORD } from '../support/fixtures.ts';
import { signedIn } from '../support/sign-in.ts';

export const W1D1 = 'Week 1, Day 1';

/** A draft program of `type` through Info & Pricing; returns its id. */
export async function createDraft(page: Page, type: string, title: string) {
  await page.goto('/coach/programs/create/main');
  await page.getByRole('radio', { name: type }).check();
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('textbox', { name: 'Description' }).fill('Built in the schedule builder.');
  const url = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  await page.getByRole('textbox', { name: 'Custom URL' }).fill(url);
  await page.getByRole('button', { name: 'Save & continue' }).click();
  await expect(page).toHaveURL(/\/coach\/programs\/edit\/\d+\/sign-up-clients$/, {
    timeout: 20_000,
  });
  return Number(/edit\/(\d+)\//.exec(page.url())![1]);
}

export async function openBuilder(page: Page, planId: number) {
  await page.goto(`/coach/programs/${planId}/schedule`);
  await expect(page.getByRole('navigation', { name: 'Build' })).toBeVisible();
}

export const day = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** Chooses a day by its heading, the way a coach picks where the sidebar adds. */
export async function chooseDay(page: Page, name: string) {
  await day(page, name)
    .getByRole('button', { pressed: false })
    .or(day(page, name).getByRole('button', { pressed: true }))
    .first()
    .click();
}

export async function waitSaved(page: Page) {
  await expect(page.getByText('Saved', { exact: true })).toBeVisible({ timeout: 15_000 });
}

/** Adds an exercise from the editor's exercise sidebar, searching the product library. */
export async function addProductExercise(editor: Locator, name: string) {
  await editor.getByRole('button', { name: 'Add exercise' }).click();
  await editor.getByRole('textbox', { name: 'Search exercises' }).fill(name);
  await editor
    .getByRole('button', { name: new RegExp(`^${name}`) })
    .first()
    .click();
}

/** Expects a day's blocks in this order (each card's drag handle is named for its block). */
export async function expectBlocks(dayRegion: Locator, titles: string[]) {
  const handles = dayRegion.getByRole('button', { name: /^Move / });
  await expect
    .poll(() => handles.evaluateAll((all) => all.map((each) => each.getAttribute('aria-label'))))
    .toEqual(titles.map((title) => `Move ${title}`));
}

export async function addTrainingBlock(page: Page, title: string) {
  await page.getByRole('button', { name: 'Training block' }).click();
  const editor = page.getByRole('dialog', { name: /^Training: / });
  await editor.getByRole('textbox', { name: 'Title' }).fill(title);
  await editor.getByRole('textbox', { name: 'Title' }).press('Enter');
  return editor;
}

/** Signs the demo coach (PROFESSIONAL gym) in and opens the builder of a new Session 1 Day 1. */
export async function startProgram(page: Page, title: string) {
  await signedIn(page, 'coach@forma.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/coach\/programs\/active/);
  await openBuilder(page, await createDraft(page, 'Session 1, Day 1', title));
  await expect(page.getByText('Week 1', { exact: true })).toBeVisible();
}

/** The first exercise's first set: reps, and a load in the coach's default unit (kg). */
export async function setFirstSet(editor: Locator, reps: string, load: string) {
  await editor.getByRole('textbox', { name: 'Set 1 Reps' }).first().fill(reps);
  const weight = editor.getByRole('textbox', { name: 'Set 1 Weight' }).first();
  await weight.fill(load);
  await weight.press('Enter');
}

export async function dayMenu(page: Page, name: string, item: string) {
  await day(page, name)
    .getByRole('button', { name: `Actions for ${name}` })
    .click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}
