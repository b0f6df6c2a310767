import type { Page } from '@playwright/test';
import { apiSignIn } from './api-session.ts';
import { DEMO_PASSWORD } from './fixtures.ts';
import { test } from './test.ts';

/**
 * For a journey that is not about signing in: the person's session is made through the API and
 * stored where the web app keeps it (local storage), as its Log In form does, and the app opens
 * at `path` ('/' takes a signed-in person home: a coach to the programs, a client to My
 * programs). The form itself is walked by auth/sign-out-and-in.spec.ts and by the journeys that
 * sign one person out and another in. Only for a page that has loaded nothing yet: the context's
 * storage is replaced.
 */
export async function signedIn(page: Page, email: string, password = DEMO_PASSWORD, path = '/') {
  if (page.url() !== 'about:blank') throw new Error('signedIn opens a fresh page only');
  const session = await apiSignIn(page.request, email, password);
  const origin = new URL(test.info().project.use.baseURL!).origin;
  await page.context().setStorageState({
    cookies: [],
    origins: [
      {
        origin,
        localStorage: [
          { name: 'access_token', value: session.access_token },
          { name: 'token_type', value: session.token_type },
        ],
      },
    ],
  });
  await page.goto(path);
}
