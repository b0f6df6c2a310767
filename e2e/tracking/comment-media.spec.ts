import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Comment } from '@forma/contract/tracking/results.schemas';
import { DEMO_PASSWORD } from '../support/fixtures.ts';
import {
  acceptWaiver,
  answerProfileQuestion,
  startOnFirstDayAndOpenMyPrograms,
} from '../support/free-program.ts';
import { logIn, signUpClient } from '../support/forms.ts';
import { uniqueEmail } from '../support/mail.ts';
import { logOut } from '../support/shell.ts';
import { expect, test } from '../support/test.ts';

/** A small real PNG, made for this run. */
async function makePhoto(name: string) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'forma-comment-e2e-')), name);
  await sharp({ create: { width: 120, height: 90, channels: 3, background: '#2f7e35' } })
    .png()
    .toFile(file);
  return file;
}

test.describe('a photo in a comment', () => {
  test("a client comments on a block with a photo they upload, and the coach sees it in the client's thread", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const stamp = Date.now().toString(36);
    const photo = await makePhoto(`bar-path-${stamp}.png`);
    const title = `bar-path-${stamp}`;

    // A new client joins the free session membership, starting today.
    await signUpClient(page, {
      firstName: 'Noor',
      lastName: 'Haddad',
      email: uniqueEmail('comment-media'),
      password: 'client-pass-1',
    });
    await expect(page).toHaveURL(/\/user\/my_programs\/active$/);
    // Answered at once, so the question never comes back over the library later.
    await answerProfileQuestion(page);
    await page.goto('/p/demo-session');
    await page.getByRole('button', { name: 'Get for Free' }).click();
    await acceptWaiver(page, 'I confirm that I am in good health');
    await startOnFirstDayAndOpenMyPrograms(page);

    // Today is Session 1, Day 1: the client opens the Strength block's thread.
    await page.goto('/user/calendar');
    const block = page.getByRole('region', { name: 'Strength' });
    await block.getByRole('button', { name: 'Comment' }).click();
    const thread = block.getByRole('region', { name: 'Comments' });
    await thread.getByRole('button', { name: 'Attach a photo or video' }).click();

    // Upload-only: My Library, no product tab.
    const library = page.getByRole('dialog', { name: 'Upload resources' });
    await expect(library.getByText('Upload from device')).toBeVisible();
    await expect(library.getByRole('tab')).toHaveCount(0);
    await library.locator('input[type="file"]').setInputFiles(photo);
    await expect(library.getByText(`Uploading file: ${title}.png uploaded.`)).toBeVisible({
      timeout: 30_000,
    });
    await expect(library.getByRole('checkbox', { name: `Select ${title}` })).toBeChecked();
    await library.getByRole('button', { name: 'Done' }).click();
    await expect(library).toBeHidden();

    await thread.getByRole('textbox', { name: 'Your comment' }).fill('Is my bar path straight?');
    const posted = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && /\/blocks\/\d+\/comments$/.test(response.url()),
    );
    await thread.getByRole('button', { name: 'Send' }).click();
    const comment = (await (await posted).json()) as Comment;
    expect(comment.media.map((media) => media.title)).toEqual([title]);
    await expect(thread.getByText('Is my bar path straight?')).toBeVisible();
    await expect(thread.getByRole('button', { name: `Open ${title}` })).toBeVisible();

    await logOut(page);

    // The coach opens the client's calendar, the block's thread, and the photo.
    await logIn(page, 'coach@forma.test', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/coach\/programs\/active$/);
    await page.goto(`/coach/athlete/${comment.client_id}/calendar`);
    const coachBlock = page.getByRole('region', { name: 'Strength' });
    await coachBlock.getByRole('button', { name: 'Comments (1)' }).click();
    const coachThread = coachBlock.getByRole('region', { name: 'Comments' });
    await expect(coachThread.getByText('Is my bar path straight?')).toBeVisible();
    const open = coachThread.getByRole('button', { name: `Open ${title}` });
    // The thumbnail made from the upload.
    await expect(open.locator('img')).toHaveAttribute('src', /-thumb\.webp$/);
    await open.click();
    const lightbox = page.getByRole('dialog', { name: title });
    const image = lightbox.getByRole('img', { name: title });
    await expect(image).toBeVisible();
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(120);
  });
});
