import { expect, test } from '../support/test.ts';
import {
  addProductExercise,
  addTrainingBlock,
  chooseDay,
  day,
  dayMenu,
  expectBlocks,
  setFirstSet,
  startProgram,
  W1D1,
  waitSaved,
} from './builder-steps.ts';

const W1D3 = 'Week 1, Day 3';

test('a PROFESSIONAL coach saves a day as a template and inserts it into another day, kept after a reload', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const name = `Lower day ${stamp}`;
  await startProgram(page, `Builder Templates ${stamp}`);

  await chooseDay(page, W1D1);
  const editor = await addTrainingBlock(page, 'Lower body');
  await addProductExercise(editor, 'Back Squat');
  await setFirstSet(editor, '5', '100');
  await editor.getByRole('button', { name: 'Done' }).click();
  await expect(editor).toBeHidden();
  await waitSaved(page);

  await dayMenu(page, W1D1, 'Save as template');
  const save = page.getByRole('dialog', { name: 'Save as day template' });
  await save.getByRole('textbox', { name: 'Template name' }).fill(name);
  await save.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Template ${name} saved.`)).toBeVisible();
  await expect(save).toBeHidden();

  await chooseDay(page, W1D3);
  await dayMenu(page, W1D3, 'Insert template');
  const insert = page.getByRole('dialog', { name: 'Insert template' });
  await expect(
    insert.getByText(`Goes into ${W1D3}, after the blocks already there.`),
  ).toBeVisible();
  await insert.getByRole('searchbox', { name: 'Search templates' }).fill(` ${stamp} `);
  await insert.getByRole('radio', { name: new RegExp(name) }).check();
  await insert.getByRole('button', { name: 'Insert' }).click();
  await expect(insert).toBeHidden();
  const target = day(page, W1D3);
  await expectBlocks(target, ['Lower body']);
  await expect(target.getByText('Back Squat — 1 × 5 @ 100 kg')).toBeVisible();
  await waitSaved(page);

  await page.reload();
  await expectBlocks(target, ['Lower body']);
  await expect(target.getByText('Back Squat — 1 × 5 @ 100 kg')).toBeVisible();
  await expectBlocks(day(page, W1D1), ['Lower body']);
});
