import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayIn, addDays } from '@forma/contract/programs/days';
import { createTestApp, TEST_CLIENT } from '../test-app.ts';
import { errorMessages } from '../../src/platform/errors/messages.ts';
import { bearer, PASSWORD, signIn } from '../helpers.ts';
import { testImage, uploadOk } from '../media.ts';
import { connectStripe } from '../stripe-helpers.ts';
import {
  api,
  createPlan,
  newClient,
  newCoach,
  publishedPlan,
  type Session,
} from '../programs-helpers.ts';
import { endpointsOf, type Endpoint } from './endpoints.ts';
import { badRequests, type BadRequest, type Who } from './requests.ts';
import type { Known } from './values.ts';
import type { ScheduleDay } from '@forma/contract/training/schedule.schemas';

/** 100 a route keeps the run in CI's budget; BAD_INPUT_RUNS=1000 searches deeper. */
const RUNS_PER_ENDPOINT = Number(process.env.BAD_INPUT_RUNS ?? 100);
const AT_ONCE = 8;
const SEED = Number(process.env.BAD_INPUT_SEED ?? 20_260_601);

/**
 * The bad-input property test for one share of the routes (`part` of `parts`, by their place in
 * the list, each with the seed of that place), so its files run side by side.
 */
export async function badInputSuite(part: number, parts: number) {
  const t = await createTestApp();
  const call = api(t);
  let coach: Session;
  let client: Session;
  const tokens: Record<Who, string | null> = { coach: null, client: null, anonymous: null };
  let known: Known & { image: Buffer };

  /** Ids of one object of each kind, so generated requests reach past "not found". */
  async function createObjects(): Promise<Known & { image: Buffer }> {
    const today = dayIn(new Date());
    const plan = await publishedPlan(t, coach.token, { custom_url: 'bad-input-plan' });
    const paid = await createPlan(t, coach.token, {
      price_options: [{ period: 'monthly', price: 1_000 }],
    });
    const track = await call('POST', `coach/plans/${plan.id}/tracks`, coach.token, {
      track: { name: 'Strength' },
    });
    const bought = await call('POST', `stripe/plan/${plan.id}/buy`, client.token);
    const invited = await call('POST', `coach/plans/${plan.id}/invites`, coach.token, {
      emails: ['invited-bad-input@example.com'],
      send: false,
    });
    const exercise = await call('POST', 'exercises', coach.token, {
      exercise: {
        name: 'Bad Input Row',
        category: 'strength',
        muscle_group: 'back',
        equipment: 'strength',
      },
    });
    // A day of the program the client bought (today, so it is open to them): what they log on.
    const squatId = exercise.json<{ id: number }>().id;
    const schedule = await call('PUT', `coach/plans/${plan.id}/schedule`, coach.token, {
      days: [
        {
          key: { date: today },
          version: 0,
          blocks: [
            {
              kind: 'training',
              exercises: [{ exercise_id: squatId, sets: [{ reps: { min: 5 } }] }],
            },
            { kind: 'macros', macros: { mode: 'exact', protein: 1, carbs: 1, fat: 1 } },
          ],
        },
      ],
    });
    const trackedDay = schedule.json<{ days: ScheduleDay[] }>().days[0]!;
    const image = await testImage(40, 20);
    const media = await uploadOk(t, coach.token, { name: 'photo.jpg', content: image });
    for (const response of [track, bought, invited, exercise, schedule]) {
      expect(response.statusCode, response.body).toBeLessThan(300);
    }
    const idsByName = {
      id: [plan.id, paid.id, media.id, exercise.json<{ id: number }>().id],
      plan_id: [plan.id, paid.id],
      price_id: paid.price_options.map((p) => p.id),
      track_id: [track.json<{ id: number }>().id],
      membership_id: [
        bought.json<{ membership: { id: number } }>().membership.id,
        ...invited.json<{ items: { id: number }[] }>().items.map((i) => i.id),
      ],
      media_id: [media.id],
      account_id: [coach.current.id],
      day_id: [trackedDay.id],
      block_id: trackedDay.blocks.map((b) => b.id),
      block_exercise_id: trackedDay.blocks[0]!.exercises.map((e) => e.id),
      exercise_id: [squatId],
      user_id: [client.private.id],
    };
    return {
      ids: [...Object.values(idsByName).flat(), coach.private.id, client.private.id],
      idsByName,
      texts: ['bad-input-plan', String(plan.id)],
      emails: [coach.email, client.email, 'invited-bad-input@example.com'],
      days: [today, addDays(today, 1), addDays(today, 30)],
      password: PASSWORD,
      clientCredentials: TEST_CLIENT,
      image,
    };
  }

  /** Signs the coach and the client in again when a request signed them out, back in their account. */
  async function restoreSessions() {
    for (const [who, person] of [
      ['coach', coach],
      ['client', client],
    ] as const) {
      const me = await call('GET', 'users/me', tokens[who]);
      if (me.statusCode === 200) continue;
      const response = await signIn(t.app, person.email, PASSWORD);
      tokens[who] = response.statusCode === 200 ? response.json<Session>().access_token : null;
    }
    await call('PUT', 'accounts/switch', tokens.coach, { id: coach.current.id });
  }

  beforeAll(async () => {
    coach = await newCoach(t);
    // Paid programs need the coach's payment account connected, as Stripe's onboarding does.
    await connectStripe(t, coach);
    client = await newClient(t);
    tokens.coach = coach.token;
    tokens.client = client.token;
    known = await createObjects();
    console.log(`bad-input seed: ${SEED} (BAD_INPUT_SEED=${SEED} replays this run)`);
  });
  afterAll(async () => {
    await t.close();
  });

  async function send(request: BadRequest) {
    const token = tokens[request.who];
    return t.app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers: { ...request.headers, ...(token ? bearer(token) : {}) },
      ...(request.payload !== undefined ? { payload: request.payload } : {}),
    });
  }

  function describeRequest(request: BadRequest): string {
    const payload =
      typeof request.payload === 'string'
        ? JSON.stringify(request.payload.slice(0, 400))
        : request.payload
          ? `<${request.payload.length} bytes> ${JSON.stringify(request.payload.subarray(0, 300).toString('latin1'))}`
          : '(none)';
    return `${request.method} ${request.url} as ${request.who}\n  headers: ${JSON.stringify(request.headers)}\n  body: ${payload}`;
  }

  /** Calls that end the session or the person go last, so the others run signed in. */
  const lastOf = (endpoint: Endpoint) =>
    endpoint.path === '/api/users/me' && endpoint.method === 'DELETE'
      ? 3
      : endpoint.path === '/api/users/sign_out'
        ? 2
        : endpoint.method === 'DELETE'
          ? 1
          : 0;

  /** Paths no route holds are pages (GET) or unknown calls, both served by the not-found handler. */
  const notFound: Endpoint[] = ['GET', 'POST'].map((method) => ({
    method,
    path: '/*',
    params: [{ name: '*', schema: { type: 'string' } }],
    query: [],
    body: null,
  }));
  const endpoints = [...endpointsOf(t.app), ...notFound].sort((a, b) => lastOf(a) - lastOf(b));

  describe('bad input never gives a 5xx', () => {
    it('finds every route the server registers', () => {
      expect(endpoints.length).toBeGreaterThan(60);
      expect(endpoints.map((e) => `${e.method} ${e.path}`)).toContain(
        'DELETE /api/coach/plans/:id',
      );
    });

    endpoints.forEach((endpoint, index) => {
      if (index % parts !== part) return;
      it(`${endpoint.method} ${endpoint.path}`, { timeout: 120_000 }, async () => {
        await restoreSessions();
        const requests = fc.sample(badRequests(endpoint, known), {
          seed: SEED + index,
          numRuns: RUNS_PER_ENDPOINT,
        });
        const failures: string[] = [];
        const statuses = new Map<number, number>();
        for (let start = 0; start < requests.length; start += AT_ONCE) {
          const batch = requests.slice(start, start + AT_ONCE);
          const responses = await Promise.all(batch.map(send));
          responses.forEach((response, i) => {
            statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
            if (
              process.env.BAD_INPUT_STATS &&
              response.body.includes(errorMessages.unstorableInput)
            ) {
              console.log(`the database refused it:\n${describeRequest(batch[i]!)}`);
            }
            if (response.statusCode >= 500) {
              failures.push(
                `${describeRequest(batch[i]!)}\n  answered ${response.statusCode}: ${response.body.slice(0, 300)}`,
              );
            }
          });
        }
        if (process.env.BAD_INPUT_STATS) {
          console.log(`${endpoint.method} ${endpoint.path}`, Object.fromEntries(statuses));
        }
        expect(requests).toHaveLength(RUNS_PER_ENDPOINT);
        const shown = failures.slice(0, 5).join('\n\n');
        expect(
          failures.length,
          `${failures.length} answered 5xx (seed ${SEED + index}):\n${shown}`,
        ).toBe(0);
      });
    });
  });
}
