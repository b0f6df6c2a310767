import type { Locator, Page } from '@playwright/test';
import { apiSession } from '../support/api-session.ts';
import { DEMO_PASSWORD } from '../support/fixtures.ts';
import { fillSignUp } from '../support/forms.ts';
import { signedIn } from '../support/sign-in.ts';
import { uniqueEmail } from '../support/mail.ts';
import { goOffline, goOnline } from '../support/offline.ts';
import { expect, test } from '../support/test.ts';

// A phone in the gym, with the app's service worker (the other journeys block it).
const PHONE = { width: 375, height: 812 };
test.use({ viewport: PHONE, serviceWorkers: 'allow' });

// Fixed Length, free, no waiver: its Week 1, Day 1 (Back Squat, 5 x 5 at 80 kg) falls on the
// start date the client picks, so starting today gives training today whatever the weekday.
const PROGRAM = 'Forma 4-Week Kickstart';
const CLIENT = { firstName: 'Sam', lastName: 'Offline', password: 'train-offline-1' };
const CLIENT_NAME = `${CLIENT.firstName} ${CLIENT.lastName}`;
const COMMENT = 'Set 3 felt heavy, knees caved a little.';
const REPLY = 'Good work. Take 75 kg next time and film the set.';

/** What waits on the device to be sent, in the calendar's header (empty once all is sent). */
const syncStatus = (page: Page) => page.getByRole('main').getByRole('status').first();

const backSquat = (page: Page) =>
  page
    .getByRole('article', { name: PROGRAM })
    .getByRole('region', { name: 'Strength' })
    .getByRole('group', { name: 'Back Squat' });

const setRow = (exercise: Locator, index: number) =>
  exercise.getByRole('group', { name: `Set ${index}`, exact: true });

/** The labelled value of a phone card's line ('Last logged', 'Currently at'...). */
const line = (card: Locator, label: string) =>
  card.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

/** Nothing on the page is wider than the phone: no scrolling sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);
}

test('a new client trains offline on a phone; the coach reads it all and replies', async ({
  page,
  context,
  browser,
  request,
}) => {
  const email = uniqueEmail('train-offline');

  // 1. A new client gets the free program from its public page, starting today.
  await page.goto('/p/demo-fixed');
  await page.getByRole('button', { name: 'Get for Free' }).click();
  await expect(page).toHaveURL(/\/onboarding\/sign_up\/client/);
  await page.getByRole('button', { name: 'Create account' }).click();
  await fillSignUp(page, { ...CLIENT, email });
  await expect(page).toHaveURL(/\/p\/demo-fixed/);
  const profile = page.getByRole('dialog', { name: 'Update your profile' });
  await profile.getByRole('radio', { name: 'Male', exact: true }).check();
  await profile.getByRole('button', { name: 'Continue' }).click();
  const addToCalendar = page.getByRole('dialog', { name: 'Add to calendar' });
  // The first day offered is today.
  await addToCalendar.locator('table button:not([disabled]):not([data-outside])').first().click();
  await addToCalendar.getByRole('button', { name: 'Yes, get it for free' }).click();
  const next = page.getByRole('dialog', { name: 'What Happens Next' });
  await next.getByRole('button', { name: 'Go to My programs' }).click();
  await expect(page.getByLabel(PROGRAM)).toBeVisible();

  // 2. The calendar opens on today, under the app's service worker.
  await page.goto('/user/calendar');
  await expect(page.getByRole('heading', { name: 'Calendar', level: 1 })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), {
      timeout: 30_000,
    })
    .toMatch(/\/sw\.js$/);
  const squat = backSquat(page);
  await expect(page.getByRole('article', { name: PROGRAM })).toContainText('Week 1, Day 1');
  await expect(setRow(squat, 1)).toContainText('80 kg · 5 reps');
  await expect(setRow(squat, 5)).toContainText('Not logged');
  await expect(page.getByRole('article', { name: PROGRAM })).toContainText('not started');
  await expectNoSidewaysScroll(page);

  // Two sets, one tap each, sent at once.
  await setRow(squat, 1).getByRole('button', { name: 'Log set 1 as prescribed' }).click();
  await setRow(squat, 2).getByRole('button', { name: 'Log set 2 as prescribed' }).click();
  for (const index of [1, 2]) {
    await expect(setRow(squat, index)).toContainText('Performed: 80 kg · 5 reps');
    await expect(
      setRow(squat, index).getByRole('button', { name: `Undo set ${index}` }),
    ).toBeVisible();
  }
  await expect(syncStatus(page)).toBeEmpty();
  await expect(page.getByText('Waiting to sync')).toHaveCount(0);
  await expect(
    page.getByRole('article', { name: PROGRAM }).getByText('started', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /\(started\)$/ })).toHaveAttribute(
    'aria-current',
    'date',
  );

  // Offline: a third set and a comment on the block wait on the phone.
  await goOffline(context);
  await setRow(squat, 3).getByRole('button', { name: 'Log set 3 as prescribed' }).click();
  await expect(setRow(squat, 3)).toContainText('Performed: 80 kg · 5 reps');
  await expect(setRow(squat, 3).getByText('Waiting to sync')).toBeVisible();
  const strength = page.getByRole('region', { name: 'Strength' });
  await strength.getByRole('button', { name: 'Comment', exact: true }).click();
  await strength.getByRole('textbox', { name: 'Your comment' }).fill(COMMENT);
  await strength.getByRole('button', { name: 'Send' }).click();
  const thread = strength.getByRole('region', { name: 'Comments' });
  await expect(thread.getByRole('listitem').filter({ hasText: COMMENT })).toContainText(
    'Waiting to send',
  );
  await expect(syncStatus(page)).toHaveText('Offline: 2 changes will sync when you’re back online');
  await expectNoSidewaysScroll(page);

  // Back online, what waited is sent and the count goes away.
  await goOnline(context);
  await expect(syncStatus(page)).toBeEmpty({ timeout: 20_000 });
  await expect(page.getByText('Waiting to sync')).toHaveCount(0);
  await expect(thread.getByText('Waiting to send')).toHaveCount(0);
  await expect(thread.getByRole('listitem').filter({ hasText: COMMENT })).toContainText(
    CLIENT_NAME,
  );
  await expect(setRow(squat, 3)).toContainText('Performed: 80 kg · 5 reps');

  // 3. The coach finds the client in the program's clients and opens their calendar.
  const coachContext = await browser.newContext({ viewport: PHONE });
  const coach = await coachContext.newPage();
  await signedIn(coach, 'coach@forma.test', DEMO_PASSWORD);
  await expect(coach).toHaveURL(/\/coach\/programs\/active/);
  await coach.getByRole('textbox', { name: 'Search programs' }).fill(PROGRAM);
  await coach
    .getByRole('list', { name: 'Programs' })
    .getByRole('listitem', { name: PROGRAM })
    .getByRole('link', { name: PROGRAM })
    .click();
  await expect(coach).toHaveURL(/\/coach\/programs\/\d+\/clients$/);
  const card = coach.getByRole('list', { name: 'Clients' }).getByRole('listitem', {
    name: CLIENT_NAME,
  });
  const today = await coach.evaluate(() => new Date().toLocaleDateString('en-GB'));
  await expect(line(card, 'Last logged')).toHaveText(today);
  await expect(line(card, 'Currently at')).toHaveText('Week 1, Day 1');
  await card.getByRole('link', { name: CLIENT_NAME }).click();
  await expect(coach).toHaveURL(/\/coach\/athlete\/\d+\/calendar/);
  await expect(coach.getByRole('heading', { name: 'Client calendar', level: 1 })).toBeVisible();
  const seen = backSquat(coach);
  for (const index of [1, 2, 3]) {
    await expect(setRow(seen, index)).toContainText('Performed: 80 kg · 5 reps');
  }
  await expect(setRow(seen, 4)).toContainText('Not logged');
  const coachStrength = coach.getByRole('region', { name: 'Strength' });
  await coachStrength.getByRole('button', { name: 'Comments (1)' }).click();
  const coachThread = coachStrength.getByRole('region', { name: 'Comments' });
  await expect(coachThread.getByRole('listitem').filter({ hasText: COMMENT })).toContainText(
    CLIENT_NAME,
  );
  await coachThread.getByRole('textbox', { name: 'Your reply' }).fill(REPLY);
  await coachThread.getByRole('button', { name: 'Reply' }).click();
  await expect(coachThread.getByRole('listitem').filter({ hasText: REPLY })).toContainText('Coach');
  await expect(coachThread.getByRole('textbox', { name: 'Your reply' })).toHaveValue('');
  await expectNoSidewaysScroll(coach);
  await coachContext.close();

  // 4. The client opens the day again and reads the reply in the block's thread.
  await page.reload();
  const clientStrength = page.getByRole('region', { name: 'Strength' });
  await clientStrength.getByRole('button', { name: 'Comments (2)' }).click();
  const clientThread = clientStrength.getByRole('region', { name: 'Comments' });
  await expect(clientThread.getByRole('listitem')).toHaveCount(2);
  await expect(clientThread.getByRole('listitem').nth(0)).toContainText(COMMENT);
  await expect(clientThread.getByRole('listitem').nth(1)).toContainText(REPLY);

  // The server holds exactly three sets and one comment of the client: nothing sent twice.
  const headers = await apiSession(request, email, CLIENT.password);
  const day = await page.evaluate(() => new Date().toLocaleDateString('en-CA'));
  const days = await request.get(`/api/user/calendar/days?from=${day}&to=${day}`, {
    headers,
  });
  expect(days.ok(), await days.text()).toBe(true);
  type Day = {
    days: {
      entries: { blocks: { id: number; title: string; performed: unknown[] }[] }[];
    }[];
  };
  const [entry] = ((await days.json()) as Day).days[0]!.entries;
  const blocks = entry!.blocks;
  expect(blocks.flatMap((block) => block.performed)).toHaveLength(3);
  const strengthBlock = blocks.find((block) => block.title === 'Strength')!;
  const comments = await request.get(`/api/user/training/blocks/${strengthBlock.id}/comments`, {
    headers,
  });
  expect(comments.ok(), await comments.text()).toBe(true);
  const items = ((await comments.json()) as { items: { body: string; author: { role: string } }[] })
    .items;
  expect(items.filter((comment) => comment.author.role === 'user')).toEqual([
    expect.objectContaining({ body: COMMENT }),
  ]);
  expect(items.filter((comment) => comment.author.role === 'coach')).toEqual([
    expect.objectContaining({ body: REPLY }),
  ]);
});
