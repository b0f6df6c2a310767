import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { DEMO_PASSWORD, FIXTURE_PASSWORD } from '../support/fixtures.ts';
import { logIn } from '../support/forms.ts';
import { signedIn } from '../support/sign-in.ts';
import { putOffProfileQuestion } from '../support/free-program.ts';
import { logOut } from '../support/shell.ts';
import { addDays, clientLogsDemoSession, newClientPerson } from './coach-review-setup.ts';

test.use({ viewport: { width: 1440, height: 900 } });

const PROGRAM = 'Forma Session Membership';
const TRAINING_FEEDBACK = 'Great depth on the squats. Add 2.5 kg next week.';
const MACROS_FEEDBACK = 'Protein a little low: aim for 160 g.';

/**
 * A day as the calendar names it: 'Sunday 15 November 2026' (with or without the comma some ICU
 * versions put after the weekday), 'Sun 15 November 2026' in the week strip.
 */
function dayName(date: string) {
  const at = new Date(`${date}T12:00:00Z`);
  const part = (options: Intl.DateTimeFormatOptions) =>
    at.toLocaleDateString('en-GB', { ...options, timeZone: 'UTC' });
  const [day, month, year] = [
    part({ day: 'numeric' }),
    part({ month: 'long' }),
    part({ year: 'numeric' }),
  ];
  return new RegExp(`^${part({ weekday: 'long' })},? ${day} ${month} ${year}`);
}

/** 24/11/2026, as the coach's tables show a date. */
const shownDay = (date: string) => date.split('-').reverse().join('/');

/** A cell of a table row by its column's header. */
async function cellOf(table: Locator, row: Locator, header: string) {
  const headers = await table.getByRole('columnheader').allTextContents();
  return row.getByRole('cell').nth(headers.indexOf(header));
}

/** Sends the feedback box of a client's card in a review panel. */
async function sendFeedback(card: Locator, box: string, text: string) {
  await card.getByRole('textbox', { name: box }).fill(text);
  await card.getByRole('button', { name: 'Send feedback' }).click();
  await expect(card.getByText('Last sent by Alex Morgan')).toBeVisible();
}

/** The Monday of a date's week (the calendar's weeks start on Monday). */
const mondayOf = (date: string) =>
  addDays(date, -((new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7));

/** Goes back on the calendar's week strip, a week at a time, from `today`'s week to `date`. */
async function openDayOnWeekStrip(page: Page, today: string, date: string) {
  const week = page.getByRole('region', { name: 'Week', exact: true });
  for (let monday = mondayOf(today); monday > date;) {
    monday = addDays(monday, -7);
    await week.getByRole('button', { name: 'Previous week' }).click();
    await expect(week.getByRole('button', { name: dayName(monday) })).toBeVisible();
  }
  await week.getByRole('button', { name: dayName(date) }).click();
  return page.getByRole('region', { name: dayName(date) });
}

test('a coach reviews a client’s results, reschedules them, and the client reads the feedback and subscribes to their calendar', async ({
  page,
  request,
}) => {
  // Two people, eight views, each checked by axe: longer than one journey's usual 90 s.
  test.setTimeout(300_000);
  // A new client follows demo-session from today (Week 1, Day 1) and logs two of the five back
  // squat sets and the day's macros, through the API.
  const person = newClientPerson();
  const name = `${person.firstName} ${person.lastName}`;
  const logged = await clientLogsDemoSession(request, person);
  // Rescheduled to Week 2, Day 3 today, Week 1, Day 1 falls nine days ago on their calendar.
  const loggedDayNow = addDays(logged.date, -9);

  await test.step('the coach reviews the day in the builder and writes feedback', async () => {
    await signedIn(page, 'coach@forma.test', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/coach\/programs\/active/);
    await page.getByRole('link', { name: PROGRAM }).first().click();
    await page.getByRole('link', { name: 'Edit program' }).click();
    await page
      .getByRole('navigation', { name: 'Program steps' })
      .getByText('Start programming')
      .click();
    await page.getByRole('link', { name: 'Open the schedule builder' }).click();
    await expect(page).toHaveURL(new RegExp(`/coach/programs/${logged.planId}/schedule$`));

    // The day the client logged shows how many clients completed all, some or none of it.
    const day1 = page.getByRole('region', { name: 'Week 1, Day 1', exact: true });
    const counts = day1.getByRole('button', { name: /clients who completed the work/ });
    await expect(counts).toHaveAccessibleName(
      /^Week 1, Day 1, clients who completed the work: \d+ all · [1-9]\d* some · \d+ none/,
    );
    await counts.click();

    const performance = page.getByRole('dialog', { name: 'Performance Review' });
    await expect(
      performance.getByRole('heading', { name: 'Results of Week 1, Day 1' }),
    ).toBeVisible();
    const card = performance.getByRole('article', { name });
    await expect(card.getByText('Completed some')).toBeVisible();
    // Performed next to prescribed, set by set.
    const squat = card.getByRole('table', { name: 'Back Squat' });
    await expect(squat.getByRole('row', { name: /^Set 1 / })).toHaveAccessibleName(
      'Set 1 80 kg · 5 reps · rest 2:00 82.5 kg · 5 reps',
    );
    await expect(squat.getByRole('row', { name: /^Set 2 / })).toHaveAccessibleName(
      'Set 2 80 kg · 5 reps · rest 2:00 82.5 kg · 4 reps',
    );
    await expect(squat.getByRole('row', { name: /^Set 3 / })).toHaveAccessibleName(
      'Set 3 80 kg · 5 reps · rest 2:00 Not logged',
    );
    await sendFeedback(card, `Feedback to ${name}`, TRAINING_FEEDBACK);
    await performance.getByRole('button', { name: 'Close' }).click();
    await expect(performance).toBeHidden();

    await page
      .getByRole('navigation', { name: 'Build' })
      .getByRole('button', { name: 'Macros Review' })
      .click();
    const macros = page.getByRole('dialog', { name: 'Macros Review' });
    const macrosCard = macros.getByRole('article', { name });
    await expect(
      macrosCard.getByText('Target: P 160 g · C 250 g · F 70 g · 2270 kcal'),
    ).toBeVisible();
    await expect(
      macrosCard.getByText('Logged: P 150 g · C 240 g · F 65 g · 2145 kcal'),
    ).toBeVisible();
    await sendFeedback(macrosCard, `Macros feedback to ${name}`, MACROS_FEEDBACK);
    await macros.getByRole('button', { name: 'Close' }).click();
  });

  await test.step('the coach reschedules the client from the program clients list', async () => {
    await page.getByRole('link', { name: 'Back to program' }).click();
    await page
      .getByRole('navigation', { name: 'Program sections' })
      .getByRole('link', { name: /^Clients/ })
      .click();
    const table = page.getByRole('table');
    const row = table.getByRole('row', { name: new RegExp(name) });
    await expect(await cellOf(table, row, 'Last logged')).toHaveText(shownDay(logged.date));
    await expect(await cellOf(table, row, 'Currently at')).toHaveText('Week 1, Day 1');

    await row.getByRole('button', { name: `Actions for ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Reschedule' }).click();
    const dialog = page.getByRole('dialog', { name: `Reschedule ${name}` });
    const week = dialog.getByRole('textbox', { name: 'Week' });
    // Out of any program's range: refused in the form.
    await week.fill('99');
    await dialog.getByRole('button', { name: 'Reschedule' }).click();
    await expect(dialog.getByText('Please enter a value between 1 and 52')).toBeVisible();
    await expect(week).toHaveAttribute('aria-invalid', 'true');
    // Past the four weeks demo-session holds: refused by the server, which knows them.
    await week.fill('5');
    await dialog.getByRole('button', { name: 'Reschedule' }).click();
    await expect(dialog.getByText('Please enter a value between 1 and 4')).toBeVisible();

    await week.fill('2');
    await dialog.getByRole('textbox', { name: 'Day' }).fill('3');
    await dialog.getByRole('button', { name: 'Reschedule' }).click();
    await expect(dialog).toBeHidden();
    await expect(await cellOf(table, row, 'Currently at')).toHaveText('Week 2, Day 3');
    // They logged when they did; the day they logged now sits nine days back.
    await expect(await cellOf(table, row, 'Last logged')).toHaveText(shownDay(logged.date));
  });

  await test.step("the coach follows the client's name to the day on their calendar", async () => {
    await page.getByRole('table').getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(/\/coach\/athlete\/\d+\/calendar\?/);
    const day = page.getByRole('region', { name: dayName(loggedDayNow) });
    const program = day.getByRole('article', { name: PROGRAM });
    await expect(program.getByText('Week 1, Day 1')).toBeVisible();
    await expect(program.getByText('Performed: 82.5 kg · 4 reps')).toBeVisible();
    await expect(program.getByRole('textbox', { name: 'Training feedback' })).toHaveValue(
      TRAINING_FEEDBACK,
    );
    await expect(program.getByRole('textbox', { name: 'Macros feedback' })).toHaveValue(
      MACROS_FEEDBACK,
    );
    await logOut(page);
  });

  await test.step('the client reads the feedback on the day', async () => {
    await logIn(page, person.email, FIXTURE_PASSWORD);
    await expect(page).toHaveURL(/\/user\/my_programs\/active$/);
    await putOffProfileQuestion(page);
    await page.goto('/user/calendar');
    await putOffProfileQuestion(page);
    // Today is Week 2, Day 3 since the coach's reschedule.
    const today = page.getByRole('region', { name: dayName(logged.date) });
    await expect(
      today.getByRole('article', { name: PROGRAM }).getByText('Week 2, Day 3'),
    ).toBeVisible();

    const day = await openDayOnWeekStrip(page, logged.date, loggedDayNow);
    const program = day.getByRole('article', { name: PROGRAM });
    await expect(program.getByText('Week 1, Day 1')).toBeVisible();
    await expect(program.getByText('Coach’s feedback')).toBeVisible();
    await expect(program.getByText(`Training: ${TRAINING_FEEDBACK}`)).toBeVisible();
    await expect(program.getByText(`Macros: ${MACROS_FEEDBACK}`)).toBeVisible();
  });

  await test.step('the client subscribes to their calendar feed and makes a new link', async () => {
    await page.goto('/user/settings');
    await putOffProfileQuestion(page);
    await page.getByRole('tab', { name: 'Calendar feed' }).click();
    const address = page.getByRole('textbox', { name: 'Feed address' });
    await expect(address).toHaveValue(/\/api\/calendar-feeds\/.+\.ics$/);
    const first = await address.inputValue();

    const feed = await page.request.get(first);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toContain('text/calendar');
    const ics = await feed.text();
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain(`SUMMARY:${PROGRAM}`);

    await page.getByRole('button', { name: 'Make a new link' }).click();
    const confirm = page.getByRole('dialog', { name: 'Make a new link?' });
    await confirm.getByRole('button', { name: 'Make a new link' }).click();
    await expect(confirm).toBeHidden();
    await expect(address).not.toHaveValue(first);
    const second = await address.inputValue();
    expect(second).toMatch(/\/api\/calendar-feeds\/.+\.ics$/);

    expect((await page.request.get(first)).status()).toBe(404);
    const renewed = await page.request.get(second);
    expect(renewed.status()).toBe(200);
    expect(await renewed.text()).toContain(`SUMMARY:${PROGRAM}`);
  });
});
