import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { DEMO_PASSWORD } from '../support/fixtures.ts';
import { signedIn } from '../support/sign-in.ts';
import {
  addProductExercise,
  addTrainingBlock,
  chooseDay,
  createDraft,
  day,
  dayMenu,
  expectBlocks,
  openBuilder,
  setFirstSet,
  startProgram,
  W1D1,
  waitSaved,
} from './builder-steps.ts';

const PHONE = { width: 375, height: 812 };

/** A demo program's id, from its row in the programs list, as the coach finds it. */
async function demoProgramId(page: Page, title: string) {
  await page.goto('/coach/programs/active');
  await page.getByRole('textbox', { name: 'Search programs' }).fill(title);
  const href = await page
    .getByRole('row', { name: new RegExp(title) })
    .getByRole('link', { name: title })
    .getAttribute('href');
  return Number(/\/coach\/programs\/(\d+)/.exec(href!)![1]);
}

async function openDemoBuilder(page: Page, title: string) {
  await page.goto(`/coach/programs/${await demoProgramId(page, title)}/schedule`);
}

test.describe('the schedule builder', () => {
  test('a PROFESSIONAL coach builds a day with a superset, their own exercise and sets, saved', async ({
    page,
  }) => {
    const stamp = Date.now().toString(36);
    const own = `Sled Push ${stamp}`;
    await startProgram(page, `Builder Session ${stamp}`);

    await chooseDay(page, W1D1);
    let editor = await addTrainingBlock(page, 'Lower body');
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
    await setFirstSet(editor, '5', '100');
    await editor.getByRole('button', { name: 'Add set' }).first().click();
    await expect(editor.getByRole('textbox', { name: 'Set 2 Reps' }).first()).toHaveValue('5');
    await editor.getByRole('button', { name: 'Done' }).click();
    await expect(editor).toBeHidden();
    const week1 = day(page, W1D1);
    await expect(week1.getByText('Back Squat — 2 × 5 @ 100 kg')).toBeVisible();
    await expect(week1.getByText('Romanian Deadlift')).toBeVisible();
    await expect(week1.getByText(own)).toBeVisible();
    await waitSaved(page);

    await page.reload();
    await expectBlocks(week1, ['Lower body']);
    await expect(week1.getByText('Back Squat — 2 × 5 @ 100 kg')).toBeVisible();
    await expect(week1.getByText(own)).toBeVisible();
    await week1.getByRole('button', { name: /^Training Lower body/ }).click();
    editor = page.getByRole('dialog', { name: 'Training: Lower body' });
    await expect(editor.getByText('Superset 1')).toHaveCount(2);
    await expect(editor.getByRole('textbox', { name: 'Set 1 Weight' }).first()).toHaveValue(
      '100 kg',
    );
  });

  test('a PROFESSIONAL coach reorders blocks by keyboard, copies the week to Week 2 and undoes a deleted day', async ({
    page,
  }) => {
    await startProgram(page, `Builder Copies ${Date.now().toString(36)}`);
    await chooseDay(page, W1D1);
    let editor = await addTrainingBlock(page, 'Lower body');
    await addProductExercise(editor, 'Back Squat');
    await setFirstSet(editor, '5', '100');
    await editor.getByRole('button', { name: 'Done' }).click();
    editor = await addTrainingBlock(page, 'Warm-up');
    await editor.getByRole('button', { name: 'Done' }).click();
    await waitSaved(page);
    const week1 = day(page, W1D1);
    await expectBlocks(week1, ['Lower body', 'Warm-up']);

    // dnd-kit's keyboard sensor: pick up with Space, move with the arrows, drop with Space; each
    // step waits for what the live region reads out, as the next key only counts once it has.
    const said = (text: string | RegExp) =>
      expect(page.locator('[aria-live]').filter({ hasText: text })).toHaveCount(1);
    await week1.getByRole('button', { name: 'Move Warm-up' }).focus();
    await page.keyboard.press('Space');
    // Picked up, it is over its own place first.
    await said(/Warm-up is over Warm-up/);
    await page.keyboard.press('ArrowUp');
    await said(/Warm-up is over Lower body/);
    await page.keyboard.press('Space');
    await said(/Warm-up was dropped/);
    await expectBlocks(week1, ['Warm-up', 'Lower body']);
    await waitSaved(page);

    await page.getByRole('button', { name: 'Select week' }).click();
    await page.getByRole('button', { name: 'Copy days' }).click();
    await page.getByRole('button', { name: 'Next week' }).click();
    await dayMenu(page, 'Week 2, Day 1', 'Paste keeping structure');
    const week2 = day(page, 'Week 2, Day 1');
    await expectBlocks(week2, ['Warm-up', 'Lower body']);
    await waitSaved(page);

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
    await expectBlocks(week1, ['Warm-up', 'Lower body']);
    await page.getByRole('button', { name: 'Next week' }).click();
    await expectBlocks(week2, ['Warm-up', 'Lower body']);
    await expect(week2.getByText('Back Squat — 1 × 5 @ 100 kg')).toBeVisible();
  });

  test('a FREE coach meets the upgrade prompt for a superset, a second note and templates', async ({
    page,
  }) => {
    const stamp = Date.now().toString(36);
    await signedIn(page, 'solo@forma.test', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/coach\/programs\/active/);
    const planId = await createDraft(page, 'Session 1, Day 1', `Solo Session ${stamp}`);
    await openBuilder(page, planId);

    await chooseDay(page, W1D1);
    const editor = await addTrainingBlock(page, 'Squats');
    await addProductExercise(editor, 'Back Squat');
    await addProductExercise(editor, 'Romanian Deadlift');
    await editor
      .getByRole('button', { name: 'Superset Back Squat with Romanian Deadlift' })
      .click();
    const prompt = page.getByRole('dialog', { name: 'Access restricted' });
    await expect(prompt.getByText('Supersets need the PROFESSIONAL plan.')).toBeVisible();
    await expect(prompt.getByRole('link', { name: 'Upgrade' })).toHaveAttribute(
      'href',
      '/coach/choose_your_plan',
    );
    await prompt.getByRole('button', { name: 'Got It!' }).click();
    await expect(editor.getByText('Superset 1')).toHaveCount(0);
    await editor.getByRole('button', { name: 'Done' }).click();
    await waitSaved(page);

    // Inserting templates is PROFESSIONAL: the sidebar's Template opens the upgrade instead.
    await page.getByRole('button', { name: 'Template', exact: true }).click();
    await expect(
      prompt.getByText(/^Inserting templates is part of the PROFESSIONAL plan/),
    ).toBeVisible();
    await prompt.getByRole('button', { name: 'Got It!' }).click();
    await expect(page.getByRole('dialog', { name: 'Insert template' })).toHaveCount(0);

    // One note is FREE's; the second is refused by the server with the upgrade.
    await page.getByRole('button', { name: 'Notes' }).click();
    await page.getByRole('button', { name: 'Add note' }).click();
    await page
      .getByRole('dialog', { name: /^Note: / })
      .getByRole('button', { name: 'Done' })
      .click();
    await waitSaved(page);
    await page.getByRole('button', { name: 'Notes' }).click();
    await page.getByRole('button', { name: 'Add note' }).click();
    await expect(prompt.getByText(/Upgrade/)).toBeVisible();
    await prompt.getByRole('button', { name: 'Got It!' }).click();
    const refused = page.getByRole('alert', { name: 'Not saved' });
    await expect(refused.getByRole('button', { name: 'Reload day' })).toBeVisible();
  });

  test('each type of program shows its own calendar with its demo training', async ({ page }) => {
    await signedIn(page, 'coach@forma.test', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/coach\/programs\/active/);

    // Group Rolling Calendar: dated weeks from Monday to Sunday, this week's training on it.
    await openDemoBuilder(page, 'Forma Group Strength');
    const dated = page.getByRole('region', { name: /^(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day / });
    await expect(dated).toHaveCount(7);
    await expect(dated.first()).toHaveAccessibleName(/^Monday /);
    await expect(dated.last()).toHaveAccessibleName(/^Sunday /);
    await expect(dated.first().getByText(/^Back Squat/)).toBeVisible();

    // 1-2-1: a calendar per client; the demo client follows it.
    await openDemoBuilder(page, 'Forma 1-2-1 Coaching');
    await expect(page.getByText('Choose a client to build their calendar.')).toBeVisible();
    await page.getByRole('combobox', { name: 'Client' }).click();
    await page.getByRole('option', { name: /Priya Shah/ }).click();
    await expect(dated).toHaveCount(7);
    await expect(dated.first().getByText(/^Back Squat/)).toBeVisible();

    // Session 1 Day 1: 'Week 1' of days 1 to 7.
    await openDemoBuilder(page, 'Forma Session Membership');
    await expect(page.getByText('Week 1', { exact: true })).toBeVisible();
    await expect(day(page, W1D1).getByText(/^Back Squat/)).toBeVisible();
    await expect(day(page, 'Week 1, Day 7')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Previous week' })).toBeDisabled();

    // Fixed Length: limited to its four weeks.
    await openDemoBuilder(page, 'Forma 4-Week Kickstart');
    await expect(page.getByText('Week 1 of 4')).toBeVisible();
    await expect(day(page, W1D1).getByText(/^Back Squat/)).toBeVisible();
    for (let week = 2; week <= 4; week += 1) {
      await page.getByRole('button', { name: 'Next week' }).click();
      await expect(page.getByText(`Week ${week} of 4`)).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Next week' })).toBeDisabled();
  });

  test('a second session editing the same day is told it changed elsewhere and reloads it', async ({
    page,
    browser,
  }) => {
    // Two tabs of one browser meet 'multiple pages open' first (one active page at a time), so
    // the other editor is a second session of the same coach, as on another computer.
    const stamp = Date.now().toString(36);
    await signedIn(page, 'coach@forma.test', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/coach\/programs\/active/);
    const planId = await createDraft(page, 'Session 1, Day 1', `Two Sessions ${stamp}`);
    await openBuilder(page, planId);
    const elsewhere = await browser.newContext();
    const second = await elsewhere.newPage();
    await signedIn(second, 'coach@forma.test', DEMO_PASSWORD);
    await expect(second).toHaveURL(/\/coach\/programs\/active/);
    await openBuilder(second, planId);
    await expect(day(second, W1D1).getByText('Nothing planned')).toBeVisible();

    await chooseDay(page, W1D1);
    let editor = await addTrainingBlock(page, 'From the first tab');
    await editor.getByRole('button', { name: 'Done' }).click();
    await waitSaved(page);

    await chooseDay(second, W1D1);
    editor = await addTrainingBlock(second, 'From the second tab');
    await editor.getByRole('button', { name: 'Done' }).click();
    const conflict = second.getByRole('alert', { name: 'Changed elsewhere' });
    await expect(conflict).toContainText(
      'This day was changed elsewhere (another tab or coach) since you opened it.',
    );
    await conflict.getByRole('button', { name: 'Reload day' }).click();
    await expectBlocks(day(second, W1D1), ['From the first tab']);
    await expect(conflict).toBeHidden();
    await elsewhere.close();
  });

  test('at 375 px the builder shows one day at a time', async ({ page }) => {
    await signedIn(page, 'coach@forma.test', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/coach\/programs\/active/);
    const planId = await demoProgramId(page, 'Forma Session Membership');
    await page.setViewportSize(PHONE);
    await page.goto(`/coach/programs/${planId}/schedule`);
    const desktop = page.getByRole('dialog', { name: 'I work better on desktop' });
    await desktop.getByRole('button', { name: 'OK' }).click();
    await expect(desktop).toBeHidden();
    await expect(page.getByRole('region', { name: /^Week 1, Day / })).toHaveCount(1);
    await expect(day(page, W1D1).getByText(/^Back Squat/)).toBeVisible();
    await page.getByRole('button', { name: 'Next day' }).click();
    await expect(day(page, 'Week 1, Day 2')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
  });
});
