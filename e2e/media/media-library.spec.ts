import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import sharp from 'sharp';
import { DEMO_PASSWORD } from '../support/fixtures.ts';
import { signedIn } from '../support/sign-in.ts';

const PROCESSING =
  'This video has recently been uploaded and is still processing. Depending on the size it can take several minutes to process. Please try again later.';

/** A real PNG and a real two-second H.264 video, made for this run. */
async function makeFiles(stamp: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forma-media-e2e-'));
  const image = path.join(dir, `rack-${stamp}.png`);
  const video = path.join(dir, `sled-${stamp}.mp4`);
  await sharp({ create: { width: 320, height: 180, channels: 3, background: '#389840' } })
    .png()
    .toFile(image);
  execFileSync('/usr/bin/ffmpeg', [
    ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=size=640x360:rate=25', '-t', '2'],
    ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', video],
  ]);
  return { dir, image, video };
}

/** Drags a sortable row by its handle onto another row, as a person does with a mouse. */
async function dragOnto(page: Page, handle: Locator, target: Locator) {
  await target.scrollIntoViewIfNeeded();
  await handle.scrollIntoViewIfNeeded();
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 8, { steps: 4 });
  await page.mouse.move(from.x + from.width / 2, to.y + to.height / 4, { steps: 16 });
  await page.mouse.up();
}

test.describe('media library', () => {
  test('a coach uploads an image and a video, adds a YouTube link, picks them, reorders them and plays the processed video', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const stamp = Date.now().toString(36);
    const files = await makeFiles(stamp);
    const imageTitle = `rack-${stamp}`;
    const videoTitle = `sled-${stamp}`;

    await signedIn(page, 'coach@forma.test', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/coach\/programs\/active$/);
    await page.goto('/coach/resources');
    await expect(page.getByRole('heading', { name: 'Resources', exact: true })).toBeVisible();

    // The library modal, multiple mode.
    await page.getByRole('button', { name: 'Add resources' }).click();
    const modal = page.getByRole('dialog', { name: 'Add resources' });
    await expect(modal.getByRole('tab', { name: 'My Library' })).toBeVisible();
    await expect(modal.getByText('Upload from device')).toBeVisible();

    // Upload both files through the drop zone: each preview shows its bar and the uploaded text.
    await modal.locator('input[type="file"]').setInputFiles([files.image, files.video]);
    for (const name of [`${imageTitle}.png`, `${videoTitle}.mp4`]) {
      await expect(modal.getByText(`Uploading file: ${name} uploaded.`)).toBeVisible({
        timeout: 30_000,
      });
      await expect(
        modal.getByRole('progressbar', { name: `Uploading file: ${name}` }),
      ).toHaveAttribute('aria-valuenow', '100');
    }
    // New items are on top, marked new and selected; the previews go after 3 s.
    for (const title of [imageTitle, videoTitle]) {
      await expect(modal.getByRole('checkbox', { name: `Select ${title}` })).toBeChecked();
    }
    await expect(modal.getByText(`Uploading file: ${imageTitle}.png uploaded.`)).toBeHidden({
      timeout: 10_000,
    });

    // A YouTube link, added with Enter.
    await modal.getByLabel('Add a video link').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await modal.getByLabel('Add a video link').press('Enter');
    const linkBox = modal.getByRole('checkbox', { name: /Select .*dQw4w9WgXcQ/ });
    await expect(linkBox).toBeChecked();
    await expect(modal.getByLabel('Add a video link')).toHaveValue('');

    await modal.getByRole('button', { name: 'Add resource' }).click();
    await expect(modal).toBeHidden();

    // The chosen resources as attachments; drag the last one to the top.
    const mediaSection = page
      .getByRole('region', { name: 'Selected resources' })
      .getByRole('region', {
        name: 'Media',
      });
    const rows = mediaSection.getByRole('listitem');
    await expect(rows).toHaveCount(3);
    const before = await rows.evaluateAll((items) =>
      items.map((item) => item.getAttribute('aria-label')),
    );
    const last = before[2]!;
    await dragOnto(page, mediaSection.getByRole('button', { name: `Drag ${last}` }), rows.first());
    await expect
      .poll(() => rows.evaluateAll((items) => items.map((item) => item.getAttribute('aria-label'))))
      .toEqual([last, before[0], before[1]]);

    // Title media: one at a time, with its badge.
    await rows.first().getByRole('button', { name: 'Set as Title media' }).click();
    await expect(rows.first().getByText('Title', { exact: true })).toBeVisible();
    await expect(rows.first().getByRole('button', { name: 'Remove as Title media' })).toBeVisible();

    // The video plays in the lightbox once processed: the lightbox asks for its state until then.
    await page.getByRole('button', { name: `Open ${videoTitle}` }).click();
    const lightbox = page.getByRole('dialog', { name: videoTitle });
    await expect(lightbox).toBeVisible();
    await expect(lightbox.getByText(PROCESSING)).toBeHidden({ timeout: 120_000 });
    const video = lightbox.locator('video');
    await expect(video).toBeVisible();
    await expect
      .poll(
        () => video.evaluate((element: HTMLVideoElement) => element.currentSrc || element.src),
        {
          timeout: 30_000,
        },
      )
      .not.toBe('');
    // It really plays: the stream's frames load and time moves on.
    await video.evaluate((element: HTMLVideoElement) => {
      element.muted = true;
      return element.play().catch(() => undefined);
    });
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), {
        timeout: 30_000,
      })
      .toBeGreaterThan(0);

    fs.rmSync(files.dir, { recursive: true, force: true });
  });
});
