import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaMessages } from '@forma/contract/media/media.messages';
import { uploadOk, testImage } from '../../../test/media.ts';
import {
  api,
  createPlan,
  errorsOf,
  newClient,
  newCoach,
  setPlan,
  type Session,
} from '../../../test/programs-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { media } from '../media/media.tables.ts';
import { templates } from '../templates/templates.tables.ts';
import { scheduleBlocks } from './training.tables.ts';

// A note's resources are library items: a coach names only what their account may use. Another
// gym's image or a client's private comment photo (ids are sequential) is refused like an
// unknown id, so 'copy to' has nothing foreign to copy into the coach's other library.
let t: TestApp;
let call: ReturnType<typeof api>;
let coach: Session;
let gymImage: number;
let clientPhoto: number;
let ownImage: number;

beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
  coach = await newCoach(t, 'free');
  const gym = await newCoach(t);
  const client = await newClient(t);
  const image = await testImage(40, 30);
  gymImage = (await uploadOk(t, gym.token, { name: 'gym-plan.jpg', content: image })).id;
  clientPhoto = (await uploadOk(t, client.token, { name: 'progress.jpg', content: image })).id;
  ownImage = (await uploadOk(t, coach.token, { name: 'own-drill.jpg', content: image })).id;
});
afterAll(async () => {
  await t.close();
});

const note = (resourceIds: number[]) => ({
  kind: 'note',
  note: { title: 'Read me', body: '', resource_ids: resourceIds },
});

const save = (planId: number, resourceIds: number[]) =>
  call('PUT', `coach/plans/${planId}/schedule`, coach.token, {
    days: [{ key: { week: 1, day: 1 }, version: 0, blocks: [note(resourceIds)] }],
  });

const blocksOf = (planId: number) =>
  t.database.db.select().from(scheduleBlocks).where(eq(scheduleBlocks.planId, planId));

const refusedAsUnknown = (response: Awaited<ReturnType<typeof save>>) => {
  expect(response.statusCode, response.body).toBe(422);
  expect(errorsOf(response)).toEqual({ resource_ids: [mediaMessages.notUsable] });
};

describe("a note's resources in the schedule builder", () => {
  it("refuses another gym's image and a client's private photo, writing nothing", async () => {
    const plan = await createPlan(t, coach.token, { plan_type: 'membership' });
    for (const foreign of [gymImage, clientPhoto]) {
      refusedAsUnknown(await save(plan.id, [ownImage, foreign]));
    }
    expect(await blocksOf(plan.id)).toEqual([]);
  });

  it('keeps items of the coach’s own library, and copying the program copies only those', async () => {
    const plan = await createPlan(t, coach.token, { plan_type: 'membership' });
    refusedAsUnknown(await save(plan.id, [gymImage, clientPhoto]));
    const saved = await save(plan.id, [ownImage]);
    expect(saved.statusCode, saved.body).toBe(200);

    await setPlan(t, coach.private.id, 'pro');
    const copied = await call('POST', `coach/plans/${plan.id}/copy`, coach.token, {
      account_id: coach.private.id,
    });
    expect(copied.statusCode, copied.body).toBe(201);
    const library = await t.database.db
      .select({ title: media.title })
      .from(media)
      .where(and(eq(media.library, 'account'), eq(media.ownerAccountId, coach.private.id)));
    expect(library.map((item) => item.title)).toEqual(['own-drill']);
  });
});

describe("a note's resources in a template", () => {
  const templateBody = (resourceIds: number[]) => ({
    template: {
      kind: 'day',
      name: 'Reading day',
      content: { days: [{ offset: 0, blocks: [note(resourceIds)] }] },
    },
  });
  const templatesOfCoach = () =>
    t.database.db.select().from(templates).where(eq(templates.accountId, coach.current.id));

  it("refuses another gym's image and a client's private photo when made or changed", async () => {
    for (const foreign of [gymImage, clientPhoto]) {
      refusedAsUnknown(await call('POST', 'templates', coach.token, templateBody([foreign])));
    }
    expect(await templatesOfCoach()).toEqual([]);

    const made = await call('POST', 'templates', coach.token, templateBody([ownImage]));
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json<{ id: number }>().id;
    for (const foreign of [gymImage, clientPhoto]) {
      const changed = await call('PATCH', `templates/${id}`, coach.token, {
        template: { content: templateBody([foreign]).template.content },
      });
      refusedAsUnknown(changed);
    }
    const [row] = await templatesOfCoach();
    expect(row!.content.days[0]!.blocks[0]!.note!.resource_ids).toEqual([ownImage]);
  });
});
