import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer } from '../../../test/helpers.ts';
import { multipart, testImage } from '../../../test/media.ts';
import {
  api,
  createPlan,
  errorsOf,
  newCoach,
  type Session,
} from '../../../test/programs-helpers.ts';

let t: TestApp;
let coach: Session;
let uploads: string[];

beforeAll(async () => {
  t = await createTestApp();
  coach = await newCoach(t);
  const plan = await createPlan(t, coach.token);
  uploads = ['/api/media', '/api/users/avatar', `/api/coach/plans/${plan.id}/covers`];
});
afterAll(async () => {
  await t.close();
});

const unreadable = 'The upload could not be read. Please choose the file and send it again.';

// Each call answers in its own words when it can (a missing file); busboy's own failures
// (no boundary, a part cut short) answer `unreadable`.
async function post(url: string, contentType: string, payload: Buffer) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(coach.token), 'content-type': contentType },
    payload,
  });
}

describe('a multipart body that cannot be read is refused with 422', () => {
  it('without a boundary, or with an empty one', async () => {
    const body = multipart({ name: 'a.jpg', content: await testImage() });
    for (const url of uploads) {
      for (const type of ['multipart/form-data', 'multipart/form-data; boundary=']) {
        const response = await post(url, type, body.payload);
        expect(response.statusCode, `${url} ${type}`).toBe(422);
      }
    }
  });

  it('cut short in the middle of a part', async () => {
    const body = multipart({ name: 'a.jpg', content: await testImage() });
    const cut = body.payload.subarray(0, body.payload.length - 200);
    for (const url of uploads) {
      const response = await post(url, body.headers['content-type'], cut);
      expect(response.statusCode, url).toBe(422);
    }
  });

  it('says why when busboy cannot read the body', async () => {
    const response = await post(uploads[2]!, 'multipart/form-data', Buffer.from('--x\r\n'));
    expect(errorsOf(response)).toEqual({ base: [unreadable] });
  });

  it('and a library upload that was refused stores nothing', async () => {
    const listed = await api(t)('GET', 'media/fetch', coach.token);
    expect(listed.json()).toMatchObject({ pagination: { total_count: 0 } });
  });
});
