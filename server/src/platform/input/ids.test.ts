import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { uploadOk, testImage } from '../../../test/media.ts';
import {
  api,
  createPlan,
  errorsOf,
  newCoach,
  publishedPlan,
  type Session,
} from '../../../test/programs-helpers.ts';

type Method = Parameters<ReturnType<typeof api>>[0];

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

/** Every way but plain digits of writing the number `id` (Number() reads them all as `id`). */
const otherSpellings = (id: number) => [
  `0x${id.toString(16)}`,
  `%20${id}`,
  `${id}%20`,
  `%2B${id}`,
  `${id}e0`,
  `${id}.0`,
  `0${id}`,
];

describe('an id in a path is plain digits within the column, or the path names nothing (404)', () => {
  it('does not delete the program that `0x..`, ` 1` or `1e0` would read as', async () => {
    const plan = await createPlan(t, coach.token);
    for (const spelling of otherSpellings(plan.id)) {
      const response = await call('DELETE', `coach/plans/${spelling}`, coach.token);
      expect(response.statusCode, spelling).toBe(404);
      expect(errorsOf(response)).toEqual({ base: ['Not Found'] });
    }
    expect((await call('GET', `coach/plans/${plan.id}`, coach.token)).statusCode).toBe(200);
  });

  it('finds a public program by its id in plain digits only', async () => {
    const plan = await publishedPlan(t, coach.token);
    expect((await call('GET', `plans/${plan.id}/public`, null)).statusCode).toBe(200);
    expect((await call('GET', `plans/0${plan.id}/public`, null)).statusCode).toBe(404);
  });

  it('answers 404 for ids beyond the integer column, in every path', async () => {
    const plan = await createPlan(t, coach.token);
    const media = await uploadOk(t, coach.token, { name: 'a.jpg', content: await testImage() });
    const calls: [Method, string][] = [
      ['GET', 'coach/plans/2147483648'],
      ['DELETE', 'coach/plans/99999999999'],
      ['PATCH', `coach/plans/${plan.id}/prices/2147483648`],
      ['PUT', `coach/plans/${plan.id}/tracks/99999999999/archive`],
      ['POST', `coach/plans/${plan.id}/clients/2147483648/cancel`],
      ['GET', 'media/2147483648'],
      ['GET', `media/0x${media.id.toString(16)}`],
      ['PUT', 'invites/2147483648/accept'],
    ];
    for (const [method, url] of calls) {
      expect((await call(method, url, coach.token)).statusCode, `${method} ${url}`).toBe(404);
    }
  });
});

describe('an id in a body or a page number in a query is a whole number within range (422)', () => {
  it('refuses body ids beyond the integer column', async () => {
    const plan = await createPlan(t, coach.token);
    const switched = await call('PUT', 'accounts/switch', coach.token, { id: 2147483648 });
    expect(switched.statusCode).toBe(422);
    expect(errorsOf(switched).id).toEqual(['is not a valid id']);
    const copied = await call('POST', `coach/plans/${plan.id}/copy`, coach.token, {
      account_id: 2 ** 40,
    });
    expect(errorsOf(copied).account_id).toEqual(['is not a valid id']);
  });

  it('refuses page numbers written as hex, exponents or beyond range', async () => {
    for (const page of ['0x10', '1e3', '%201', '2147483648']) {
      const response = await call('GET', `coach/plans?page=${page}`, coach.token);
      expect(response.statusCode, page).toBe(422);
      expect(errorsOf(response).page).toEqual(['must be a whole number from 1']);
    }
    const perPage = await call('GET', 'media/fetch?per_page=1e2', coach.token);
    expect(errorsOf(perPage).per_page).toEqual(['must be a whole number from 1 to 100']);
    expect((await call('GET', 'coach/plans?page=2&per_page=5', coach.token)).statusCode).toBe(200);
  });
});
