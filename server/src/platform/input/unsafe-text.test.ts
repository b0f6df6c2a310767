import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlanListResponse } from '@forma/contract/programs/programs.schemas';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer } from '../../../test/helpers.ts';
import { api, errorsOf, newCoach, type Session } from '../../../test/programs-helpers.ts';

let t: TestApp;
let call: ReturnType<typeof api>;
let coach: Session;
let webDir: string;

beforeAll(async () => {
  // A built web app, so page paths reach the public page's meta lookup.
  webDir = await fs.mkdtemp(path.join(os.tmpdir(), 'forma-web-'));
  await fs.writeFile(
    path.join(webDir, 'index.html'),
    '<!doctype html><html><head><title>Forma</title></head><body></body></html>',
  );
  t = await createTestApp({ WEB_DIST: webDir });
  call = api(t);
  coach = await newCoach(t);
});
afterAll(async () => {
  await t.close();
  await fs.rm(webDir, { recursive: true, force: true });
});

const notAllowed =
  'contains a character that is not allowed (a NUL byte or an incomplete Unicode character)';

const postPlan = (payload: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/coach/plans',
    headers: { ...bearer(coach.token), 'content-type': 'application/json' },
    payload,
  });

const plansCount = async () =>
  (await call('GET', 'coach/plans', coach.token)).json<PlanListResponse>().counts.active;

describe('a NUL byte or a lone surrogate in a body is refused with 422, naming the field', () => {
  it('in a text field, nothing saved', async () => {
    const before = await plansCount();
    for (const title of ['a\\u0000b', '\\ud800', 'x\\udc00y']) {
      const response = await postPlan(`{"plan":{"plan_type":"one_many","title":"${title}"}}`);
      expect(response.statusCode, title).toBe(422);
      expect(errorsOf(response)).toEqual({ title: [notAllowed] });
    }
    expect(await plansCount()).toBe(before);
  });

  it('in a key, deep in the body', async () => {
    const response = await postPlan('{"plan":{"plan_type":"one_many","title":"T","\\u0000":1}}');
    expect(response.statusCode).toBe(422);
  });
});

describe('in a path or a query', () => {
  it('answers a call with 422', async () => {
    const publicPlan = await call('GET', 'plans/%00/public', null);
    expect(publicPlan.statusCode).toBe(422);
    expect(errorsOf(publicPlan).base).toEqual([
      'The request contains a character that is not allowed (a NUL byte or an incomplete Unicode character).',
    ]);
    const search = await call('GET', 'coach/plans?q=a%00b', coach.token);
    expect(search.statusCode).toBe(422);
    expect(errorsOf(search)).toEqual({ q: [notAllowed] });
  });

  it('answers a page, an upload or the mail outbox with 404', async () => {
    for (const url of ['/p/%00', '/plan/a%00b', '/p/1?x=%00', '/uploads/%00', '/dev/mail?x=%00']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
    expect((await t.app.inject({ method: 'GET', url: '/p/fine' })).statusCode).toBe(200);
  });

  it('answers a malformed percent-encoding with the usual 404, never 500', async () => {
    for (const url of [
      '/p/%E0%A4%A',
      '/api/plans/%E0%A4%A/public',
      '/uploads/%E0%A4%A',
      '/p/%ED%A0%80',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ errors: { base: ['Not Found'] } });
    }
  });
});
