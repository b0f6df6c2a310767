import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../support/fixtures.ts';
import { goOffline, goOnline } from '../support/offline.ts';
import { expect, test } from '../support/test.ts';

// A phone with the app's service worker (the other journeys block it).
test.use({ viewport: { width: 375, height: 812 }, serviceWorkers: 'allow' });

const CLIENT = 'client@forma.test';
const NO_CONNECTION = 'There is no internet connection.';

type Session = { token: string; type: string; headers: Record<string, string> };
type CalendarDays = {
  programs: { membership_id: number; title: string }[];
  days: {
    date: string;
    entries: { membership_id: number; blocks: { title: string | null }[] }[];
  }[];
};

/** Signs in through the API as the web app does. */
async function signIn(request: APIRequestContext): Promise<Session> {
  const config = (await (await request.get('/api/config')).json()) as {
    client_id: string;
    client_secret: string;
    api_version: number;
  };
  const answer = await request.post('/api/users/sign_in', {
    data: {
      email: CLIENT,
      password: DEMO_PASSWORD,
      client_id: config.client_id,
      client_secret: config.client_secret,
    },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  const session = (await answer.json()) as { access_token: string; token_type: string };
  return {
    token: session.access_token,
    type: session.token_type,
    headers: {
      Authorization: `${session.token_type} ${session.access_token}`,
      'API-Version': String(config.api_version),
    },
  };
}

/**
 * The session kept where the web app keeps it, so that the calendar is the first page of the
 * app this browser opens signed in: the service worker is installed from it, after its reads.
 */
async function keepSession(context: BrowserContext, session: Session) {
  await context.addInitScript(
    ([token, type]) => {
      if (localStorage.getItem('access_token')) return;
      localStorage.setItem('access_token', token!);
      localStorage.setItem('token_type', type!);
    },
    [session.token, session.type],
  );
}

const localDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** A day of this week (Monday to Sunday) holding training for the client, and what it holds. */
async function trainingThisWeek(request: APIRequestContext, session: Session) {
  const today = new Date();
  const monday = new Date(today);
  monday.setDate(today.getDate() - ((today.getDay() + 6) % 7));
  const sunday = new Date(monday);
  sunday.setDate(monday.getDate() + 6);
  const answer = await request.get(
    `/api/user/calendar/days?from=${localDay(monday)}&to=${localDay(sunday)}`,
    { headers: session.headers },
  );
  expect(answer.ok(), await answer.text()).toBe(true);
  const week = (await answer.json()) as CalendarDays;
  const day = week.days.find((candidate) => candidate.entries.length > 0);
  expect(day, 'the demo client has training this week').toBeDefined();
  const entry = day!.entries[0]!;
  const program = week.programs.find((p) => p.membership_id === entry.membership_id)!;
  const [year, month, date] = day!.date.split('-').map(Number);
  return {
    path: `/user/calendar?year=${year}&month=${month}&day=${date}`,
    program: program.title,
    block: entry.blocks.find((block) => block.title)?.title ?? null,
  };
}

/** The service worker controls the page. */
async function underServiceWorker(page: Page) {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), {
      timeout: 30_000,
    })
    .toMatch(/\/sw\.js$/);
}

/** The paths of the API reads the service worker keeps for offline use. */
const keptReads = (page: Page) =>
  page.evaluate(async () => {
    const cache = await caches.open('forma-api');
    return (await cache.keys()).map((request) => new URL(request.url).pathname);
  });

test.describe('the calendar offline after one visit', () => {
  test('a client who opened the calendar once, online, reads that week offline after a reload', async ({
    page,
    context,
    request,
  }) => {
    const session = await signIn(request);
    const training = await trainingThisWeek(request, session);
    await keepSession(context, session);

    // The first visit: the page reads the week, then installs the service worker.
    await page.goto(training.path);
    await expect(page.getByRole('heading', { name: 'Calendar', level: 1 })).toBeVisible();
    const program = page.getByRole('article', { name: training.program });
    await expect(program.first()).toBeVisible();
    await underServiceWorker(page);
    // What the page read before the worker existed is kept once it controls the page.
    await expect
      .poll(() => keptReads(page), { timeout: 30_000 })
      .toEqual(expect.arrayContaining(['/api/users/me', '/api/user/calendar/days']));

    await goOffline(context);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Calendar', level: 1 })).toBeVisible();
    await expect(program.first()).toBeVisible();
    if (training.block) {
      await expect(program.first().getByRole('region', { name: training.block })).toBeVisible();
    }
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(page.getByRole('alert').filter({ hasText: NO_CONNECTION })).toBeVisible();
    await goOnline(context);
  });

  test('offline, a page this device kept nothing of says there is no connection instead of spinning', async ({
    page,
    context,
    request,
  }) => {
    const session = await signIn(request);
    await keepSession(context, session);
    await page.goto('/user/calendar');
    await expect(page.getByRole('heading', { name: 'Calendar', level: 1 })).toBeVisible();
    await underServiceWorker(page);
    await expect
      .poll(() => keptReads(page), { timeout: 30_000 })
      .toEqual(expect.arrayContaining(['/api/users/me']));

    // A week never opened: the app opens, and the day says why it has nothing to show.
    await goOffline(context);
    await page.goto('/user/calendar?year=2031&month=6&day=2');
    await expect(page.getByRole('heading', { name: 'Calendar', level: 1 })).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('status').filter({ hasText: NO_CONNECTION }),
    ).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);

    // Nothing kept at all: the app itself cannot start, and says so instead of a spinner.
    await page.evaluate(() => caches.delete('forma-api'));
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: NO_CONNECTION })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

    // The connection returns: the app carries on by itself.
    await goOnline(context);
    await expect(page.getByRole('heading', { name: 'Calendar', level: 1 })).toBeVisible({
      timeout: 20_000,
    });
  });
});
