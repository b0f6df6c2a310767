import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import sharp from 'sharp';
import { DEMO_PASSWORD } from '../support/fixtures.ts';
import { signedIn } from '../support/sign-in.ts';

/** Real images for this run: a wide JPEG, a square PNG and one more for the attachments. */
async function makeImages(stamp: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forma-covers-e2e-'));
  const file = (name: string) => path.join(dir, name);
  const images = {
    wide: file(`track-${stamp}.jpg`),
    square: file(`rack-${stamp}.png`),
    extra: file(`plates-${stamp}.png`),
  };
  const canvas = (width: number, height: number, background: string) =>
    sharp({ create: { width, height, channels: 3, background } });
  await canvas(1200, 700, '#1c7ed6').jpeg().toFile(images.wide);
  await canvas(600, 600, '#389840').png().toFile(images.square);
  await canvas(400, 300, '#f08c00').png().toFile(images.extra);
  return { dir, images };
}

/** A published program of the demo gym, made through the API as the signed-in coach. */
async function newProgram(page: Page, title: string) {
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const headers = { authorization: `Bearer ${token}` };
  const created = await page.request.post('/api/coach/plans', {
    headers,
    data: { plan: { plan_type: 'one_many', title } },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const published = await page.request.post(`/api/coach/plans/${id}/publish`, { headers });
  expect(published.status()).toBe(200);
  return id;
}

/** Uploads a file in the open library modal and adds it (single selection). */
async function uploadThroughLibrary(page: Page, file: string, title: string) {
  const modal = page.getByRole('dialog', { name: 'Add resources' });
  await modal.locator('input[type="file"]').setInputFiles(file);
  await expect(modal.getByRole('radio', { name: `Select ${title}` })).toBeChecked({
    timeout: 30_000,
  });
  await modal.getByRole('button', { name: 'Add resource' }).click();
  await expect(modal).toBeHidden();
}

test.describe('program covers and attachments', () => {
  test('a coach crops both covers from uploads, shows them on the public page, adds attachments with a title media and removes a cover', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const stamp = Date.now().toString(36);
    const { dir, images } = await makeImages(stamp);
    const title = `Covered Strength ${stamp}`;

    await signedIn(page, 'coach@forma.test', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/coach\/programs\/active/);
    const id = await newProgram(page, title);
    await page.goto(`/coach/programs/edit/${id}/main`);
    await expect(page.getByText('Edit cover media')).toBeVisible({ timeout: 20_000 });

    // Table / desktop view: upload a PNG through the library, crop it square and save.
    const table = page.getByRole('region', { name: 'Table / desktop view' });
    await expect(table.getByText('Optimum ratio 1:1 (500×500 px)')).toBeVisible();
    await expect(table.getByText('No cover yet')).toBeVisible();
    await table.getByRole('button', { name: 'Upload' }).click();
    await uploadThroughLibrary(page, images.square, `rack-${stamp}`);
    const crop = page.getByRole('dialog', { name: /Edit cover media: Table \/ desktop view/ });
    for (const name of ['Back', 'Cancel', 'Upload new cover']) {
      await expect(crop.getByRole('button', { name })).toBeVisible();
    }
    await crop.getByRole('button', { name: 'Save crop' }).click();
    await expect(crop).toBeHidden({ timeout: 20_000 });
    const tablePreview = table.getByRole('img', { name: 'Table / desktop view cover' });
    await expect(tablePreview).toHaveAttribute('src', /covers\/table_view-.+-normal\.jpg/);
    await expect
      .poll(() => tablePreview.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(260);

    // Tiled / mobile view: the same with a wide JPEG, cut at 1.94:1.
    const tiled = page.getByRole('region', { name: 'Tiled / mobile view' });
    await tiled.getByRole('button', { name: 'Upload' }).click();
    await uploadThroughLibrary(page, images.wide, `track-${stamp}`);
    const tiledCrop = page.getByRole('dialog', { name: /Edit cover media: Tiled \/ mobile view/ });
    await tiledCrop.getByRole('button', { name: 'Save crop' }).click();
    await expect(tiledCrop).toBeHidden({ timeout: 20_000 });
    const tiledPreview = tiled.getByRole('img', { name: 'Tiled / mobile view cover' });
    await expect(tiledPreview).toHaveAttribute('src', /covers\/tiled_view-.+-normal\.jpg/);
    await expect
      .poll(() =>
        tiledPreview.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]),
      )
      .toEqual([500, 260]);

    // Edit reopens the crop on the original image; Cancel leaves the cover as it is.
    await table.getByRole('button', { name: 'Edit' }).click();
    await expect(crop.locator('img')).toHaveAttribute('src', /\/uploads\/media\//);
    await crop.getByRole('button', { name: 'Cancel' }).click();
    await expect(crop).toBeHidden();

    // Two attachments, one of them the title media; the choice survives a reload.
    const attachments = page.getByRole('region', { name: 'Program attachments' });
    await attachments.getByRole('button', { name: 'Add resources' }).click();
    const library = page.getByRole('dialog', { name: 'Add resources' });
    await library.locator('input[type="file"]').setInputFiles(images.extra);
    await expect(library.getByRole('checkbox', { name: `Select plates-${stamp}` })).toBeChecked({
      timeout: 30_000,
    });
    await library.getByRole('checkbox', { name: `Select rack-${stamp}` }).check();
    await library.getByRole('button', { name: 'Add resource' }).click();
    await expect(attachments.getByRole('listitem')).toHaveCount(2, { timeout: 20_000 });
    const rack = attachments.getByRole('listitem', { name: `rack-${stamp}` });
    await rack.getByRole('button', { name: 'Set as Title media' }).click();
    await expect(rack.getByText('Title', { exact: true })).toBeVisible();
    await expect(rack.getByRole('button', { name: 'Remove as Title media' })).toBeVisible();
    await page.reload();
    const reloaded = page
      .getByRole('region', { name: 'Program attachments' })
      .getByRole('listitem', { name: `rack-${stamp}` });
    await expect(reloaded.getByText('Title', { exact: true })).toBeVisible({ timeout: 20_000 });

    // The public page shows the cover image.
    await page.goto(`/p/${id}`);
    await expect(page.getByRole('heading', { name: title })).toBeVisible({ timeout: 20_000 });
    const cover = page.locator('img[src*="/covers/tiled_view-"]').first();
    await expect(cover).toBeVisible();
    await expect
      .poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);

    // Removing the table cover leaves the tiled one.
    await page.goto(`/coach/programs/edit/${id}/main`);
    const tableAgain = page.getByRole('region', { name: 'Table / desktop view' });
    await tableAgain.getByRole('button', { name: 'Remove' }).click();
    await expect(tableAgain.getByText('No cover yet')).toBeVisible({ timeout: 20_000 });
    await expect(
      page.getByRole('region', { name: 'Tiled / mobile view' }).getByRole('img'),
    ).toBeVisible();

    fs.rmSync(dir, { recursive: true, force: true });
  });
});
