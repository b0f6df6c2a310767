// The coach-review journey's setup, through the API: a new client follows demo-session and logs
// Week 1 Day 1 (the seed's Strength block: back squat 5 x 5 at 80 kg, and its macros block).
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { expect } from '../support/test.ts';
import { FIXTURE_PASSWORD } from '../support/fixtures.ts';
import { uniqueEmail } from '../support/mail.ts';

type Headers = Record<string, string>;
type Block = {
  id: number;
  kind: string;
  title: string;
  exercises: { id: number; exercise: { name: string } }[];
};
type Day = { date: string; entries: { plan_id: number; day_id: number; blocks: Block[] }[] };

/** The client's own days, as the web app sends them (and as the browser of the journey runs). */
const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Today in the journey's time zone (YYYY-MM-DD). */
export const today = () => new Date().toLocaleDateString('en-CA', { timeZone });

/** `date` (YYYY-MM-DD) moved by `days`. */
export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function ok(answer: Promise<APIResponse>, status = 200) {
  const response = await answer;
  expect(response.status(), await response.text()).toBe(status);
  return response.json() as Promise<unknown>;
}

/** Signs a new client up through the API as the web app does; returns its request headers. */
async function signUpClient(request: APIRequestContext, person: ClientPerson) {
  const config = (await ok(request.get('/api/config'))) as {
    client_id: string;
    client_secret: string;
    api_version: number;
  };
  const session = (await ok(
    request.post('/api/users/sign_up', {
      data: {
        role: 'user',
        flow: 'client',
        first_name: person.firstName,
        last_name: person.lastName,
        email: person.email,
        password: FIXTURE_PASSWORD,
        password_confirmation: FIXTURE_PASSWORD,
        country: 'GB',
        birthdate: '14/02/1990',
        agreement: true,
        client_id: config.client_id,
        client_secret: config.client_secret,
      },
    }),
  )) as { access_token: string };
  return {
    Authorization: `Bearer ${session.access_token}`,
    'API-Version': String(config.api_version),
    'Client-Timezone': timeZone,
  } satisfies Headers;
}

export type ClientPerson = { firstName: string; lastName: string; email: string };

export const newClientPerson = (): ClientPerson => ({
  firstName: 'Robin',
  lastName: `Review ${Date.now().toString(36)}`,
  email: uniqueEmail('review-client'),
});

/**
 * The client joins demo-session for free, starting today (Week 1 Day 1), and logs two of the
 * back squat's five sets and the day's macros. Returns what the journey checks against.
 */
export async function clientLogsDemoSession(request: APIRequestContext, person: ClientPerson) {
  const headers = await signUpClient(request, person);
  const plan = (await ok(request.get('/api/plans/demo-session/public', { headers }))) as {
    id: number;
    title: string;
  };
  await ok(request.post(`/api/plans/${plan.id}/waiver/accept`, { headers }));
  const date = today();
  await ok(
    request.post(`/api/stripe/plan/${plan.id}/buy`, { headers, data: { start_date: date } }),
  );
  const calendar = (await ok(
    request.get(`/api/user/calendar/days?from=${date}&to=${date}`, { headers }),
  )) as { days: Day[] };
  const entry = calendar.days
    .find((day) => day.date === date)
    ?.entries.find((each) => each.plan_id === plan.id);
  if (!entry) throw new Error(`demo-session has no day on ${date}: ${JSON.stringify(calendar)}`);
  const strength = entry.blocks.find((block) => block.title === 'Strength')!;
  const squat = strength.exercises[0]!;
  const macros = entry.blocks.find((block) => block.kind === 'macros')!;

  for (const [index, reps] of [5, 4].entries()) {
    await ok(
      request.put(`/api/user/training/sets/${squat.id}/${index}`, {
        headers,
        data: { values: { weight_kg: 82.5, reps } },
      }),
    );
  }
  await ok(
    request.put(`/api/user/training/blocks/${macros.id}/macros`, {
      headers,
      data: { protein: 150, carbs: 240, fat: 65 },
    }),
  );
  return { planId: plan.id, title: plan.title, date, dayId: entry.day_id, headers };
}
