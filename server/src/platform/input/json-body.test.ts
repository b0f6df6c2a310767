import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer } from '../../../test/helpers.ts';
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

/** As the spec's client sends every call: `Content-Type: application/json`, here with no body. */
const withJsonHeader = (
  method: 'DELETE' | 'PUT' | 'POST',
  url: string,
  token: string,
  payload = '',
) =>
  t.app.inject({
    method,
    url: `/api/${url}`,
    headers: { ...bearer(token), 'content-type': 'application/json' },
    payload,
  });

describe('Content-Type: application/json with an empty body', () => {
  it('signs out (DELETE users/sign_out)', async () => {
    const session = await newCoach(t);
    const response = await withJsonHeader('DELETE', 'users/sign_out', session.token);
    expect(response.statusCode, response.body).toBe(204);
    expect((await call('GET', 'users/me', session.token)).statusCode).toBe(401);
  });

  it('runs a PUT that takes no body', async () => {
    const plan = await createPlan(t, coach.token);
    const response = await withJsonHeader('PUT', `coach/plans/${plan.id}/mute`, coach.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: plan.id, muted: true });
  });

  it('answers a call that needs a body with its fields (422)', async () => {
    const response = await withJsonHeader('POST', 'coach/plans', coach.token);
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response).base).toEqual(['Invalid input: expected object, received null']);
  });
});

describe('a JSON body that is not JSON, or poisons prototypes', () => {
  it('is refused with 422', async () => {
    for (const payload of [
      '{',
      '{"__proto__":{"admin":true}}',
      '{"constructor":{"prototype":{}}}',
    ]) {
      const response = await withJsonHeader('POST', 'coach/plans', coach.token, payload);
      expect(response.statusCode, payload).toBe(422);
    }
  });
});
