import { expect, test } from '../support/test.ts';
import { DEMO_PASSWORD } from '../support/fixtures.ts';
import { logIn } from '../support/forms.ts';
import { signedIn } from '../support/sign-in.ts';
import {
  acceptWaiver,
  putOffProfileQuestion,
  startOnFirstDayAndOpenMyPrograms,
} from '../support/free-program.ts';
import { logOut } from '../support/shell.ts';

test.describe('a free program', () => {
  test('a coach publishes a free program and a client gets it from its public page', async ({
    page,
  }) => {
    const title = `Free Strength ${Date.now()}`;
    const customUrl = `free-strength-${Date.now()}`;

    // The coach creates and publishes a free fixed-length program with a waiver.
    await signedIn(page, 'coach@forma.test', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/coach\/programs\/active/);
    await page.getByRole('link', { name: 'New program' }).first().click();
    await expect(page).toHaveURL(/\/coach\/programs\/create\/main$/);
    await page.getByRole('radio', { name: 'Fixed Length' }).check();
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await page.getByRole('textbox', { name: 'Description' }).fill('Four weeks of strength.');
    await page.getByRole('switch', { name: 'Clients must accept a waiver' }).check({ force: true });
    await page.getByRole('textbox', { name: 'Waiver text' }).fill('Train within your limits.');
    await page.getByRole('textbox', { name: 'Custom URL' }).fill(customUrl);
    // Info & Pricing creates the draft; Sign up clients is skipped; Review & Publish publishes.
    await page.getByRole('button', { name: 'Save & continue' }).click();
    await expect(page).toHaveURL(/\/sign-up-clients$/, { timeout: 20_000 });
    await page.getByRole('link', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/coach\/programs\/create\/review\/\d+$/);
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page).toHaveURL(/\/coach\/programs\/active$/, { timeout: 20_000 });
    await page.getByRole('textbox', { name: 'Search programs' }).fill(title);
    const row = page.getByRole('row', { name: new RegExp(title) });
    await expect(row).toBeVisible();
    // Its title links in the theme's readable green (docs/decisions/platform-web.md), not the
    // browser's blue.
    await expect(row.getByRole('link', { name: title })).toHaveCSS('color', 'rgb(47, 126, 53)');

    await logOut(page);

    // The client opens the public page, accepts the waiver, picks a date and gets it.
    await logIn(page, 'client@forma.test', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/user\/my_programs\/active$/);
    // The demo client has not given a gender yet; they put the question off for now.
    await putOffProfileQuestion(page);
    await page.goto(`/p/${customUrl}`);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await putOffProfileQuestion(page);
    await page.getByRole('button', { name: 'Get for Free' }).click();

    await acceptWaiver(page, 'Train within your limits.');
    await startOnFirstDayAndOpenMyPrograms(page);
    await expect(page.getByLabel(title)).toBeVisible();
  });
});
