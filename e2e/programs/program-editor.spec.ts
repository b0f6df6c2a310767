import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { DEMO_PASSWORD } from '../support/fixtures.ts';
import { signedIn } from '../support/sign-in.ts';
import { linkIn, waitForMail } from '../support/mail.ts';

type NewProgram = {
  type: 'Group Rolling Calendar' | '1-2-1' | 'Session 1, Day 1' | 'Fixed Length';
  title: string;
  customUrl: string;
  colour: string;
  waiver?: string;
  invite?: string;
};

/** Info & Pricing: the fields a coach fills for a new program, then 'Save & continue'. */
async function fillInfo(page: Page, program: NewProgram) {
  await page.goto('/coach/programs/create/main');
  await expect(page.getByRole('navigation', { name: 'Program steps' })).toBeVisible();
  await page.getByRole('radio', { name: program.type }).check();
  await page.getByRole('textbox', { name: 'Title' }).fill(program.title);
  const description = page.getByRole('textbox', { name: 'Description' });
  await description.click();
  await page.keyboard.type('Train with ');
  await page.keyboard.press('Control+b');
  await page.keyboard.type('purpose');
  await page.keyboard.press('Control+b');
  await page.keyboard.type('.');
  await expect(description.locator('strong')).toHaveText('purpose');
  if (program.waiver) {
    await page.getByRole('switch', { name: 'Clients must accept a waiver' }).check({ force: true });
    await page.getByRole('textbox', { name: 'Waiver text' }).fill(program.waiver);
  }
  await page.getByRole('textbox', { name: 'Custom URL' }).fill(program.customUrl);
  await page.getByRole('button', { name: `Colour ${program.colour}` }).click();
  await page.getByRole('button', { name: 'Save & continue' }).click();
  await expect(page).toHaveURL(/\/coach\/programs\/edit\/\d+\/sign-up-clients$/, {
    timeout: 20_000,
  });
  return Number(/edit\/(\d+)\//.exec(page.url())![1]);
}

/** Sign up clients (optional invite), then Review & Publish. */
async function signUpAndPublish(page: Page, program: NewProgram) {
  if (program.invite) {
    const emails = page.getByRole('combobox', { name: 'E-mail addresses' });
    await emails.fill(program.invite);
    await emails.press('Enter');
    await page.getByRole('button', { name: 'Send invites' }).click();
    // A draft keeps its invites; publishing sends them.
    await expect(
      page.getByText('1 client(s) added. Their invites are sent when you publish the program.'),
    ).toBeVisible();
    await expect(page.getByText('Invited (1)')).toBeVisible();
    await expect(page.getByText(program.invite)).toBeVisible();
  }
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/coach\/programs\/create\/review\/\d+$/);
  const info = page.getByRole('region', { name: 'Program' });
  await expect(info.getByText(program.title)).toBeVisible();
  await expect(info.getByText(program.type)).toBeVisible();
  const access = page.getByRole('region', { name: 'Visibility & access' });
  await expect(access.getByText(`/p/${program.customUrl}`)).toBeVisible();
  await expect(access.getByText(program.waiver ? 'On' : 'Off', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(/\/coach\/programs\/active$/, { timeout: 20_000 });
  await expect(page.getByText('Program published.')).toBeVisible();
  if (program.invite) {
    const mail = await waitForMail(program.invite, program.title);
    expect(linkIn(mail, '/onboarding/athlete-invitation/')).toMatch(
      /^\/onboarding\/athlete-invitation\/\S+/,
    );
  }
}

test.describe('the program editor', () => {
  test('a coach creates a program of each type through the steps, edits one and sets tracks', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const stamp = Date.now();
    const programs: NewProgram[] = [
      {
        type: 'Group Rolling Calendar',
        title: `Group Engine ${stamp}`,
        customUrl: `group-engine-${stamp}`,
        colour: '#2F80ED',
        invite: `invitee-${stamp}@example.test`,
      },
      { type: '1-2-1', title: `One to One ${stamp}`, customUrl: `one-${stamp}`, colour: '#9B51E0' },
      {
        type: 'Session 1, Day 1',
        title: `Session Club ${stamp}`,
        customUrl: `session-club-${stamp}`,
        colour: '#EB5757',
        waiver: 'Train within your limits.',
      },
      {
        type: 'Fixed Length',
        title: `Six Weeks ${stamp}`,
        customUrl: `six-weeks-${stamp}`,
        colour: '#F2994A',
      },
    ];

    await signedIn(page, 'coach@forma.test', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/coach\/programs\/active/);

    const ids: number[] = [];
    for (const program of programs) {
      ids.push(await fillInfo(page, program));
      await signUpAndPublish(page, program);
      await page.getByRole('textbox', { name: 'Search programs' }).fill(program.title);
      await expect(page.getByRole('row', { name: new RegExp(program.title) })).toBeVisible();
    }

    for (const program of programs) {
      await page.goto(`/p/${program.customUrl}`);
      await expect(page.getByRole('heading', { name: program.title })).toBeVisible();
    }

    // Editing a published program: the title changes, the type cannot.
    const renamed = `${programs[1]!.title} renamed`;
    await page.goto(`/coach/programs/edit/${ids[1]}/main`);
    await expect(page.getByRole('radio', { name: 'Fixed Length' })).toBeDisabled();
    await page.getByRole('textbox', { name: 'Title' }).fill(renamed);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Program saved.')).toBeVisible();
    await page.goto(`/p/${programs[1]!.customUrl}`);
    await expect(page.getByRole('heading', { name: renamed })).toBeVisible();

    // Tracks on another program: two added, one archived.
    await page.goto(`/coach/programs/edit/${ids[0]}/main`);
    for (const name of ['Strength', 'Conditioning']) {
      await page.getByRole('textbox', { name: 'Track name', exact: true }).fill(name);
      await page.getByRole('button', { name: 'Add track' }).click();
      await expect(page.getByRole('textbox', { name: `Track name ${name}` })).toBeVisible();
    }
    const archive = page.getByRole('button', { name: 'Archive' });
    await archive.last().click();
    const confirm = page.getByRole('dialog', { name: 'Archive track' });
    await expect(
      confirm.getByText('Are you sure? Please confirm you want to archive Conditioning track.'),
    ).toBeVisible();
    await confirm.getByRole('button', { name: 'Archive' }).click();
    await expect(page.getByText('Archived', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Restore' })).toBeVisible();
  });

  test('a price option with an invalid price shows the spec message', async ({ page }) => {
    await signedIn(page, 'coach@forma.test', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/coach\/programs\/active/);
    await page.goto('/coach/programs/create/main');
    await page.getByRole('radio', { name: 'Group Rolling Calendar' }).check();
    await page.getByRole('textbox', { name: 'Title' }).fill(`Paid Engine ${Date.now()}`);
    await page.getByText('Paid', { exact: true }).click();
    await page.getByRole('button', { name: 'Add price option' }).click();
    const price = page.getByRole('textbox', { name: 'Price' });
    await price.fill('0');
    await page.getByRole('button', { name: 'Save & continue' }).click();
    // Each refusal shows under its field (and in a notification: refused-forms.spec.ts).
    const form = page.locator('form');
    await expect(form.getByText("Price can't be 0.")).toBeVisible();
    await price.fill('20000');
    await page.getByRole('button', { name: 'Save & continue' }).click();
    await expect(form.getByText('Price must be less than 10,000')).toBeVisible();
    // A valid price is saved: the demo gym's Stripe account takes charges (without one, the
    // server refuses it: refused-forms.spec.ts).
    await price.fill('29.99');
    await page.getByRole('button', { name: 'Save & continue' }).click();
    await expect(page).toHaveURL(/\/sign-up-clients$/, { timeout: 20_000 });
  });
});
