import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CoachPlan } from '@forma/contract/programs/programs.schemas';
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
let image: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  coach = await newCoach(t);
  image = await testImage(720, 372);
});
afterAll(async () => {
  await t.close();
});

const crop = '{"x":0,"y":0,"width":720,"height":372}';

function postCover(planId: number, fields: Record<string, string>, fileField = 'file') {
  const body = multipart({ name: 'crop.jpg', content: image, field: fileField }, fields);
  return t.app.inject({
    method: 'POST',
    url: `/api/coach/plans/${planId}/covers`,
    headers: { ...bearer(coach.token), ...body.headers },
    payload: body.payload,
  });
}

const coversOf = async (planId: number) =>
  (await api(t)('GET', `coach/plans/${planId}`, coach.token)).json<CoachPlan>().covers;

describe('the fields of a cover upload (multipart) are checked like any body', () => {
  it('refuses a crop that is not JSON, or not a crop, and saves nothing', async () => {
    const plan = await createPlan(t, coach.token);
    const cases: [string, Record<string, string[]>][] = [
      ['{', { crop: ['is not valid JSON'] }],
      [
        '{"x":"a","y":0,"width":1,"height":1}',
        { 'crop.x': ['Invalid input: expected number, received string'] },
      ],
    ];
    for (const [value, errors] of cases) {
      const response = await postCover(plan.id, { cover_type: 'tiled_view', crop: value });
      expect(response.statusCode, value).toBe(422);
      expect(errorsOf(response)).toEqual(errors);
    }
    expect(await coversOf(plan.id)).toEqual([]);
  });

  it('refuses a media id that is not plain digits', async () => {
    const plan = await createPlan(t, coach.token);
    const response = await postCover(plan.id, { cover_type: 'tiled_view', media_id: '0x10', crop });
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toEqual({ media_id: ['is not a valid id'] });
  });

  it('refuses a file sent where a text field belongs', async () => {
    const plan = await createPlan(t, coach.token);
    const response = await postCover(plan.id, { cover_type: 'tiled_view' }, 'crop');
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toEqual({ crop: ['must be text, not a file'] });
  });

  it('saves a well-formed one', async () => {
    const plan = await createPlan(t, coach.token);
    const response = await postCover(plan.id, { cover_type: 'tiled_view', crop });
    expect(response.statusCode, response.body).toBe(201);
    expect((await coversOf(plan.id)).map((c) => [c.cover_type, c.crop])).toEqual([
      ['tiled_view', { x: 0, y: 0, width: 720, height: 372 }],
    ]);
  });
});
