import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { DEMO_PASSWORD } from '../support/fixtures.ts';
import { fillSignUp } from '../support/forms.ts';
import { acceptWaiver, startOnFirstDayAndOpenMyPrograms } from '../support/free-program.ts';
import { uniqueEmail } from '../support/mail.ts';

/** The demo solo coach publishes a free fixed-length program with a waiver, through the API. */
async function publishProgramWithWaiver(request: APIRequestContext, customUrl: string) {
  const config = (await (await request.get('/api/config')).json()) as {
    client_id: string;
    client_secret: string;
    api_version: number;
  };
  const signIn = await request.post('/api/users/sign_in', {
    data: {
      email: 'solo@forma.test',
      password: DEMO_PASSWORD,
      client_id: config.client_id,
      client_secret: config.client_secret,
    },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  const session = (await signIn.json()) as { access_token: string; token_type: string };
  const headers = {
    Authorization: `${session.token_type} ${session.access_token}`,
    'API-Version': String(config.api_version),
  };
  const created = await request.post('/api/coach/plans', {
    headers,
    data: {
      plan: {
        plan_type: 'fixed',
        title: 'Waiver First',
        description: '<p>Four weeks, one waiver.</p>',
        waiver: { enabled: true, text: '<p>Listen to your body.</p>', attachments: [] },
        custom_url: customUrl,
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const published = await request.post(`/api/coach/plans/${id}/publish`, { headers });
  expect(published.ok(), await published.text()).toBe(true);
}

test.describe('one modal at a time', () => {
  test("a client signing up from 'Get for Free' answers the profile question, then the waiver, one after the other", async ({
    page,
    request,
  }) => {
    const customUrl = `waiver-first-${Date.now()}`;
    await publishProgramWithWaiver(request, customUrl);

    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`/p/${customUrl}`);
    await page.getByRole('button', { name: 'Get for Free' }).click();
    await expect(page).toHaveURL(/\/onboarding\/sign_up\/client/);
    await page.getByRole('button', { name: 'Create account' }).click();
    await fillSignUp(page, {
      firstName: 'Morgan',
      lastName: 'Reyes',
      email: uniqueEmail('one-modal'),
      password: 'one-modal-pass-1',
    });

    // Back on the program: the profile question first, and only it.
    await expect(page).toHaveURL(new RegExp(`/p/${customUrl}`));
    await expect(page.getByRole('heading', { name: 'Waiver First' })).toBeVisible();
    const profile = page.getByRole('dialog', { name: 'Update your profile' });
    await expect(profile).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await profile.getByRole('radio', { name: 'Female' }).check();
    await profile.getByRole('button', { name: 'Continue' }).click();
    await expect(profile).toBeHidden();

    // Then the purchase goes on where it stopped: the waiver, then the start date, alone too.
    await expect(page.getByRole('dialog', { name: 'Waiver' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await acceptWaiver(page, 'Listen to your body.');
    await expect(page.getByRole('dialog', { name: 'Add to calendar' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await startOnFirstDayAndOpenMyPrograms(page);
    await expect(page.getByLabel('Waiver First')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
