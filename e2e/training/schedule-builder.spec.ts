import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { DEMO_PASSWORD } from '../support/fixtures.ts';
import { logIn } from '../support/forms.ts';

const PHONE = { width: 375, height: 812 };
const W1D1 = 'Week 1, Day 1';

/** A draft program of `type` through Info & Pricing; returns its id. */
async function createDraft(page: Page, type: string, title: string) {
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

async function openBuilder(page: Page, planId: number) {
  await page.goto(`/coach/programs/${planId}/schedule`);
  await expect(page.getByRole('navigation', { name: 'Build' })).toBeVisible();
}

const day = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** Chooses a day by its heading, the way a coach picks where the sidebar adds. */
async function chooseDay(page: Page, name: string) {
  await day(page, name)
    .getByRole('button', { pressed: false })
    .or(day(page, name).getByRole('button', { pressed: true }))
    .first()
    .click();
}

async function waitSaved(page: Page) {
  await expect(page.getByText('Saved', { exact: true })).toBeVisible({ timeout: 15_000 });
}

/** Adds an exercise from the editor's exercise sidebar, searching the product library. */
async function addProductExercise(editor: Locator, name: string) {
  await editor.getByRole('button', { name: 'Add exercise' }).click();
  await editor.getByRole('textbox', { name: 'Search exercises' }).fill(name);
  await editor
    .getByRole('button', { name: new RegExp(`^${name}`) })
    .first()
    .click();
}

/** Expects a day's blocks in this order (each card's drag handle is named for its block). */
async function expectBlocks(dayRegion: Locator, titles: string[]) {
  const handles = dayRegion.getByRole('button', { name: /^Move / });
  await expect
    .poll(() => handles.evaluateAll((all) => all.map((each) => each.getAttribute('aria-label'))))
    .toEqual(titles.map((title) => `Move ${title}`));
}

async function dayMenu(page: Page, name: string, item: string) {
  await day(page, name)
    .getByRole('button', { name: `Actions for ${name}` })
    .click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}

test.describe('the schedule builder', () => {
  test('a PROFESSIONAL coach builds a day with a superset and sets, copies it to Week 2, reorders, undoes and finds it saved', async ({
    page,
  }) => {
    const stamp = Date.now().toString(36);
    const own = `Sled Push ${stamp}`;
    await logIn(page, 'coach@forma.test', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/coach\/programs\/active/);
    const planId = await createDraft(page, 'Session 1, Day 1', `Builder Session ${stamp}`);
    await openBuilder(page, planId);
    await expect(page.getByText('Week 1', { exact: true })).toBeVisible();

    await chooseDay(page, W1D1);
    await page.getByRole('button', { name: 'Training block' }).click();
    let editor = page.getByRole('dialog', { name: /^Training: / });
    await editor.getByRole('textbox', { name: 'Title' }).fill('Lower body');
    await editor.getByRole('textbox', { name: 'Title' }).press('Enter');
    await addProductExercise(editor, 'Back Squat');
    await addProductExercise(editor, 'Romanian Deadlift');
    await editor.getByRole('button', { name: 'Add exercise' }).click();
    await editor.getByRole('textbox', { name: 'Search exercises' }).fill(own);
    await editor.getByRole('button', { name: 'Create new exercise' }).click();
    await editor.getByRole('button', { name: 'Create and add' }).click();
    await expect(editor.getByText(own)).toBeVisible();
    await editor
      .getByRole('button', { name: 'Superset Back Squat with Romanian Deadlift' })
      .click();
    await expect(editor.getByText('Superset 1')).toHaveCount(2);
    const reps = editor.getByRole('textbox', { name: 'Set 1 Reps' }).first();
    await reps.fill('5');
    await editor.getByRole('textbox', { name: 'Set 1 Weight' }).first().fill('100');
    await editor.getByRole('textbox', { name: 'Set 1 Weight' }).first().press('Enter');
    await editor.getByRole('button', { name: 'Add set' }).first().click();
    await expect(editor.getByRole('textbox', { name: 'Set 2 Reps' }).first()).toHaveValue('5');
    await editor.getByRole('button', { name: 'Done' }).click();
    await expect(editor).toBeHidden();
    const week1 = day(page, W1D1);
    await expect(week1.getByText('Back Squat — 2 × 5 @ 100 kg')).toBeVisible();
    await expect(week1.getByText('Romanian Deadlift')).toBeVisible();
    await expect(week1.getByText(own)).toBeVisible();

    // A second block, then moved above the first with the keyboard.
    await page.getByRole('button', { name: 'Training block' }).click();
    editor = page.getByRole('dialog', { name: /^Training: / });
    await editor.getByRole('textbox', { name: 'Title' }).fill('Warm-up');
    await editor.getByRole('textbox', { name: 'Title' }).press('Enter');
    await editor.getByRole('button', { name: 'Done' }).click();
    await waitSaved(page);
    await expectBlocks(week1, ['Lower body', 'Warm-up']);
    const handle = week1.getByRole('button', { name: 'Move Warm-up' });
    await handle.focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Space');
    await expectBlocks(week1, ['Warm-up', 'Lower body']);
    await waitSaved(page);

    // The whole week copied to Week 2.
    await page.getByRole('button', { name: 'Select week' }).click();
    await page.getByRole('button', { name: 'Copy days' }).click();
    await page.getByRole('button', { name: 'Next week' }).click();
    await dayMenu(page, 'Week 2, Day 1', 'Paste keeping structure');
    const week2 = day(page, 'Week 2, Day 1');
    await expectBlocks(week2, ['Warm-up', 'Lower body']);
    await waitSaved(page);

    // A change undone: Week 2's day deleted, then back.
    await dayMenu(page, 'Week 2, Day 1', 'Delete day');
    await page
      .getByRole('dialog', { name: 'Delete day' })
      .getByRole('button', { name: 'Delete day' })
      .click();
    await expect(week2.getByText('Nothing planned')).toBeVisible();
    await waitSaved(page);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expectBlocks(week2, ['Warm-up', 'Lower body']);
    await waitSaved(page);

    await page.reload();
    await expect(page.getByText('Week 1', { exact: true })).toBeVisible();
    await expectBlocks(week1, ['Warm-up', 'Lower body']);
    await expect(week1.getByText('Back Squat — 2 × 5 @ 100 kg')).toBeVisible();
    await expect(week1.getByText(own)).toBeVisible();
    await week1.getByRole('button', { name: /^Training Lower body/ }).click();
    editor = page.getByRole('dialog', { name: 'Training: Lower body' });
    await expect(editor.getByText('Superset 1')).toHaveCount(2);
    await expect(editor.getByRole('textbox', { name: 'Set 1 Weight' }).first()).toHaveValue(
      '100 kg',
    );
    await editor.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('button', { name: 'Next week' }).click();
    await expectBlocks(week2, ['Warm-up', 'Lower body']);
    await expect(week2.getByText('Back Squat — 2 × 5 @ 100 kg')).toBeVisible();
  });
});
