import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, signUp } from '../../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET coach/coach_icon', () => {
  it('has no decline reasons for a coach without a custom app icon', async () => {
    const coach = await signUp(t.app);
    const response = await t.app.inject({
      url: '/api/coach/coach_icon',
      headers: bearer(coach.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ decline_reasons: [] });
  });

  it('is refused to a client and to a visitor', async () => {
    const client = await signUp(t.app, { role: 'user' });
    expect(
      (await t.app.inject({ url: '/api/coach/coach_icon', headers: bearer(client.token) }))
        .statusCode,
    ).toBe(403);
    expect((await t.app.inject({ url: '/api/coach/coach_icon' })).statusCode).toBe(401);
  });
});
