import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { DEMO_PASSWORD } from '../support/fixtures.ts';
import { signedIn } from '../support/sign-in.ts';
import { uniqueEmail } from '../support/mail.ts';

/** A published free Group Rolling Calendar with tracks Strength and Conditioning, through the API. */
async function publishProgramWithTracks(page: Page, title: string): Promise<number> {
  return page.evaluate(async (programTitle) => {
    const auth = {
      Accept: 'application/json',
      Authorization: `Bearer ${localStorage.getItem('access_token') ?? ''}`,
    };
    const created = await fetch('/api/coach/plans', {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        plan: {
          plan_type: 'one_many',
          title: programTitle,
          description: '<p>Strength and conditioning on their own tracks.</p>',
          tracks: [{ name: 'Strength' }, { name: 'Conditioning' }],
        },
      }),
    });
    const plan = (await created.json()) as { id: number };
    const published = await fetch(`/api/coach/plans/${plan.id}/publish`, {
      method: 'POST',
      headers: auth,
    });
    if (!published.ok) throw new Error(`publish failed: ${await published.text()}`);
    return plan.id;
  }, title);
}

test.describe('tracks', () => {
  test('a coach puts an invited client on a track and builds a block on it', async ({ page }) => {
    const title = `Tracks Journey ${Date.now()}`;
    const email = uniqueEmail('tracks');
    await signedIn(page, 'coach@forma.test', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/coach\/programs\/active/);
    const planId = await publishProgramWithTracks(page, title);

    // The client is invited and put on Conditioning from the invites list.
    await page.goto(`/coach/programs/${planId}/clients`);
    await page.getByRole('button', { name: 'Invite clients' }).click();
    const inviteDialog = page.getByRole('dialog', { name: 'Invite clients' });
    const emails = inviteDialog.getByRole('combobox', { name: 'E-mail addresses' });
    await emails.fill(email);
    await emails.press('Enter');
    await inviteDialog.getByRole('button', { name: 'Send invites' }).click();
    await expect(page.getByText('1 invite(s) sent.')).toBeVisible();
    await page.goto(`/coach/programs/${planId}/invites`);
    const row = page.getByRole('row', { name: new RegExp(email) });
    await expect(row).toContainText('Tracks: Strength (default)');
    await row.getByRole('button', { name: `Actions for ${email}` }).click();
    await page.getByRole('menuitem', { name: 'Choose tracks' }).click();
    const dialog = page.getByRole('dialog', { name: `Tracks for ${email}` });
    await dialog.getByRole('checkbox', { name: 'Conditioning' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Tracks saved.')).toBeVisible();
    await expect(row).toContainText('Tracks: Conditioning');

    // The builder shows Conditioning only, and a block added there goes on it.
    await page.goto(`/coach/programs/${planId}/schedule`);
    await expect(page.getByRole('navigation', { name: 'Build' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Show track' }).click();
    await page.getByRole('option', { name: 'Conditioning' }).click();
    await page.getByRole('button', { name: 'Training block' }).click();
    const editor = page.getByRole('dialog', { name: /^Training: / });
    await editor.getByRole('textbox', { name: 'Title' }).fill('Row intervals');
    await editor.getByRole('textbox', { name: 'Title' }).press('Enter');
    await expect(editor.getByRole('combobox', { name: 'Track' })).toHaveValue('Conditioning');
    await editor.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByText('Saved', { exact: true })).toBeVisible({ timeout: 15_000 });

    // After a reload, the block is on Conditioning, not on Strength.
    await page.reload();
    const card = page.getByRole('button', { name: /^Training.*Row intervals/ });
    await expect(card).toContainText('Conditioning');
    await page.getByRole('combobox', { name: 'Show track' }).click();
    await page.getByRole('option', { name: 'Strength' }).click();
    await expect(card).toBeHidden();
  });
});
