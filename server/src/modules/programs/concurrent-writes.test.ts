import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Track } from '@forma/contract/programs/programs.schemas';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  api,
  createPlan,
  errorsOf,
  newCoach,
  type Session,
} from '../../../test/programs-helpers.ts';

let t: TestApp;
let call: ReturnType<typeof api>;
let coach: Session;

beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
  coach = await newCoach(t);
});
afterAll(async () => {
  await t.close();
});

/** On PostgreSQL these race past each other's checks to the unique index; never a 5xx. */
describe('identical writes sent at once', () => {
  it('add one track of a name and refuse the others as taken', async () => {
    const plan = await createPlan(t, coach.token);
    const responses = await Promise.all(
      Array.from({ length: 6 }, () =>
        call('POST', `coach/plans/${plan.id}/tracks`, coach.token, { track: { name: 'Same' } }),
      ),
    );
    const refused = responses.filter((r) => r.statusCode !== 201);
    expect(responses.length - refused.length).toBe(1);
    for (const response of refused) {
      expect(response.statusCode).toBe(422);
      expect(errorsOf(response)).toEqual({ name: ['This name is already taken.'] });
    }
    const tracks = await call('GET', `coach/plans/${plan.id}/tracks`, coach.token);
    expect(tracks.json<Track[]>().map((track) => track.name)).toEqual(['Same']);
  });

  it('give one program a custom URL and refuse the others as taken', async () => {
    const programs = await Promise.all(Array.from({ length: 6 }, () => createPlan(t, coach.token)));
    const responses = await Promise.all(
      programs.map((plan) =>
        call('PATCH', `coach/plans/${plan.id}`, coach.token, { plan: { custom_url: 'same-url' } }),
      ),
    );
    const refused = responses.filter((r) => r.statusCode !== 200);
    expect(responses.length - refused.length).toBe(1);
    for (const response of refused) {
      expect(response.statusCode).toBe(422);
      expect(errorsOf(response)).toEqual({
        custom_url: ['This URL has been already taken. Please try another one.'],
      });
    }
  });
});
