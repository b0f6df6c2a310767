import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { DEMO_PASSWORD } from '../support/fixtures.ts';
import { fillSignUp } from '../support/forms.ts';
import { signedIn } from '../support/sign-in.ts';
import {
  acceptWaiver,
  putOffProfileQuestion,
  startOnFirstDayAndOpenMyPrograms,
} from '../support/free-program.ts';
import { linkIn, uniqueEmail, waitForMail } from '../support/mail.ts';

/** Creates and publishes a free fixed-length program (clients pick a start date) with a waiver through the API, as the signed-in coach. */
async function publishFreeProgramWithWaiver(page: Page, title: string): Promise<number> {
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
          plan_type: 'fixed',
          title: programTitle,
          description: '<p>Four weeks of strength.</p>',
          waiver: { enabled: true, text: '<p>Train within your limits.</p>', attachments: [] },
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

test.describe("a program's invites", () => {
  test('a coach invites two clients; one signs up from the mail and starts; the other is fixed and invited again', async ({
    page,
    browser,
  }) => {
    // Three people in three browsers, each checked by axe: about a minute alone, more on a busy machine.
    test.setTimeout(150_000);
    const title = `Invite Journey ${Date.now()}`;
    const joiner = uniqueEmail('joiner');
    const mistyped = uniqueEmail('mistyped');
    const corrected = uniqueEmail('corrected');

    // The coach invites two clients from the program's clients page.
    await signedIn(page, 'coach@forma.test', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/coach\/programs\/active/);
    const planId = await publishFreeProgramWithWaiver(page, title);
    await page.goto(`/coach/programs/${planId}/clients`);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await page.getByRole('button', { name: 'Invite clients' }).click();
    const inviteDialog = page.getByRole('dialog', { name: 'Invite clients' });
    const emails = inviteDialog.getByRole('combobox', { name: 'E-mail addresses' });
    for (const email of [joiner, mistyped]) {
      await emails.fill(email);
      await emails.press('Enter');
    }
    await inviteDialog.getByRole('button', { name: 'Send invites' }).click();
    await expect(page.getByText('2 invite(s) sent.')).toBeVisible();

    const sections = page.getByRole('navigation', { name: 'Program sections' });
    await sections.getByRole('link', { name: /Invites/ }).click();
    await expect(page).toHaveURL(new RegExp(`/coach/programs/${planId}/invites$`));
    for (const email of [joiner, mistyped]) {
      await expect(page.getByRole('row', { name: new RegExp(email) })).toContainText('Pending');
    }

    // The first invitee opens the mail, signs up, accepts the waiver and picks a start date.
    const mail = await waitForMail(joiner, title);
    const client = await (await browser.newContext()).newPage();
    await client.goto(linkIn(mail, '/onboarding/athlete-invitation/'));
    await expect(client.getByRole('heading', { name: `Join '${title}'` })).toBeVisible();
    await expect(client.getByText(`has invited you to the program '${title}'`)).toBeVisible();
    await fillSignUp(client, {
      firstName: 'Jamie',
      lastName: 'Joiner',
      email: joiner,
      password: 'client-pass-1',
    });
    await expect(client).toHaveURL(/\/user\/my_programs\/invites$/);
    await putOffProfileQuestion(client);
    await client.getByRole('link', { name: 'Open the program' }).first().click();
    await expect(client.getByRole('heading', { name: title })).toBeVisible();
    await client.getByRole('button', { name: 'Get for Free' }).click();
    await acceptWaiver(client, 'Train within your limits.');
    await startOnFirstDayAndOpenMyPrograms(client);
    await expect(client.getByLabel(title)).toBeVisible();
    await client.context().close();

    // The coach sees the new client among the program's clients, and the waiver they accepted.
    await sections.getByRole('link', { name: /Clients/ }).click();
    await expect(page.getByRole('row', { name: /Jamie Joiner/ })).toBeVisible();
    await sections.getByRole('link', { name: 'Waiver' }).click();
    await expect(
      page.getByText(new RegExp(`^Jamie Joiner accepted the waiver to ${title} on `)),
    ).toBeVisible();

    // The other invite had a wrong address: the coach corrects it and sends the invite again.
    await sections.getByRole('link', { name: /Invites/ }).click();
    await expect(page.getByRole('row', { name: /Jamie Joiner/ })).toHaveCount(0);
    await page.getByRole('button', { name: `Actions for ${mistyped}` }).click();
    await page.getByRole('menuitem', { name: 'Edit client info' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit client info' });
    await edit.getByRole('textbox', { name: 'First name' }).fill('Robin');
    await edit.getByRole('textbox', { name: 'Last name' }).fill('Hill');
    await edit.getByRole('textbox', { name: 'E-mail' }).fill(corrected);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Client info saved.')).toBeVisible();
    const robin = page.getByRole('row', { name: /Robin Hill/ });
    await expect(robin).toContainText(corrected);
    await page.getByRole('button', { name: 'Actions for Robin Hill' }).click();
    // The invite to the old address was withdrawn: this one is sent anew.
    await page.getByRole('menuitem', { name: 'Send program invite' }).click();
    await expect(page.getByText('Program invite sent.')).toBeVisible();
    const resent = await waitForMail(corrected, title);
    expect(linkIn(resent, '/onboarding/athlete-invitation/')).toMatch(/athlete-invitation\/\S+/);
  });
});
