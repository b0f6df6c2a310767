import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaItem } from '@forma/contract/media/media.schemas';
import type { CoachPlan, Cover } from '@forma/contract/programs/programs.schemas';
import type { PublicPlan } from '@forma/contract/purchase/purchase.schemas';
import { bearer } from '../../../test/helpers.ts';
import { multipart, testImage, uploadOk } from '../../../test/media.ts';
import { runJobs } from '../../../test/jobs.ts';
import {
  api,
  createPlan,
  errorsOf,
  newCoach,
  publishedPlan,
  type Session,
} from '../../../test/programs-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { mediaNotUsableMessage } from '../media/media-lookup.ts';
import { coverTypeOtherMessage } from './covers.service.ts';
import { planAttachments, planCovers } from './programs.tables.ts';

let t: TestApp;
let call: ReturnType<typeof api>;
let coach: Session;
let other: Session;
let photo: MediaItem;
let second: MediaItem;
let othersPhoto: MediaItem;

beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
  coach = await newCoach(t);
  other = await newCoach(t);
  photo = await uploadOk(t, coach.token, { name: 'squat.jpg', content: await testImage(900, 600) });
  second = await uploadOk(t, coach.token, {
    name: 'bench.jpg',
    content: await testImage(400, 400),
  });
  othersPhoto = await uploadOk(t, other.token, {
    name: 'theirs.jpg',
    content: await testImage(400, 400),
  });
  await runJobs(t);
});
afterAll(async () => {
  await t.close();
});

async function postCover(
  token: string,
  planId: number,
  fields: { cover_type: string; media_id?: number },
) {
  const crop = await testImage(720, 372);
  const body = multipart(
    { name: 'blob', content: crop, type: 'image/jpeg' },
    {
      cover_type: fields.cover_type,
      ...(fields.media_id ? { media_id: String(fields.media_id) } : {}),
      crop: JSON.stringify({ x: 10, y: 20, width: 720, height: 372 }),
    },
  );
  return t.app.inject({
    method: 'POST',
    url: `/api/coach/plans/${planId}/covers`,
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
}

const getPlan = async (id: number) =>
  (await call('GET', `coach/plans/${id}`, coach.token)).json<CoachPlan>();

describe('cover media (2.3)', () => {
  it('answers the library item a cover was cut from, to the coach and on the public page', async () => {
    const plan = await publishedPlan(t, coach.token);
    const response = await postCover(coach.token, plan.id, {
      cover_type: 'tiled_view',
      media_id: photo.id,
    });
    expect(response.statusCode, response.body).toBe(201);
    const cover = response.json<Cover>();
    expect(cover.media).toMatchObject({ id: photo.id, type: 'image', state: 'published' });
    expect(cover.media?.images?.cover_hd).toBeTruthy();

    const [saved] = (await getPlan(plan.id)).covers;
    expect(saved?.media).toMatchObject({ id: photo.id, title: 'squat', src: photo.src });
    expect(saved?.crop).toEqual({ x: 10, y: 20, width: 720, height: 372 });

    const page = await call('GET', `plans/${plan.id}/public`, null);
    expect(page.statusCode, page.body).toBe(200);
    const [shown] = page.json<PublicPlan>().covers;
    expect(shown).toMatchObject({ cover_type: 'tiled_view', media: { id: photo.id } });
  });

  it("refuses another coach's library item and keeps the cover as it was", async () => {
    const plan = await createPlan(t, coach.token);
    expect(
      (await postCover(coach.token, plan.id, { cover_type: 'table_view', media_id: photo.id }))
        .statusCode,
    ).toBe(201);
    const before = await t.database.db
      .select()
      .from(planCovers)
      .where(eq(planCovers.planId, plan.id));

    const response = await postCover(coach.token, plan.id, {
      cover_type: 'table_view',
      media_id: othersPhoto.id,
    });
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toEqual({ media_id: [mediaNotUsableMessage] });
    const after = await t.database.db
      .select()
      .from(planCovers)
      .where(eq(planCovers.planId, plan.id));
    expect(after).toEqual(before);
  });

  it('refuses a file (type other) as a cover', async () => {
    const pdf = await uploadOk(t, coach.token, {
      name: 'plan.pdf',
      content: Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'),
    });
    const plan = await createPlan(t, coach.token);
    const response = await postCover(coach.token, plan.id, {
      cover_type: 'table_view',
      media_id: pdf.id,
    });
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toEqual({ media_id: [coverTypeOtherMessage] });
    expect((await getPlan(plan.id)).covers).toEqual([]);
  });
});

describe('attachment media (2.14)', () => {
  it('answers attachments with their media in order, one of them the title media', async () => {
    const plan = await createPlan(t, coach.token);
    const response = await call('PATCH', `coach/plans/${plan.id}`, coach.token, {
      plan: {
        attachments: [
          { media_id: photo.id, position: 1, title_media: true },
          { media_id: second.id, position: 0, title_media: false },
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { attachments } = response.json<CoachPlan>();
    expect(
      attachments.map((a) => [a.media_id, a.media?.id, a.media?.position, a.media?.title_media]),
    ).toEqual([
      [second.id, second.id, 0, false],
      [photo.id, photo.id, 1, true],
    ]);
    expect(attachments[0]?.media).toMatchObject({ type: 'image', title: 'bench' });
  });

  it("refuses another coach's library item and leaves the attachments unchanged", async () => {
    const plan = await createPlan(t, coach.token, {
      attachments: [{ media_id: photo.id, position: 0, title_media: false }],
    });
    const response = await call('PATCH', `coach/plans/${plan.id}`, coach.token, {
      plan: {
        title: 'Renamed',
        attachments: [
          { media_id: second.id, position: 0 },
          { media_id: othersPhoto.id, position: 1 },
        ],
      },
    });
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response).attachments).toEqual([mediaNotUsableMessage]);
    const rows = await t.database.db
      .select()
      .from(planAttachments)
      .where(eq(planAttachments.planId, plan.id));
    expect(rows.map((r) => r.mediaId)).toEqual([photo.id]);
    expect((await getPlan(plan.id)).title).toBe('Strength Block');

    const created = await call('POST', 'coach/plans', coach.token, {
      plan: {
        plan_type: 'one_many',
        title: 'Sneaky',
        attachments: [{ media_id: othersPhoto.id }],
      },
    });
    expect(created.statusCode).toBe(422);
    expect(errorsOf(created).attachments).toEqual([mediaNotUsableMessage]);
  });
});
