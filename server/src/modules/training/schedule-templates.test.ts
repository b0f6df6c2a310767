import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { templateMessages } from '@forma/contract/templates/templates.messages';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  api,
  createPlan,
  errorsOf,
  newCoach,
  type Session,
} from '../../../test/programs-helpers.ts';
import { scheduleBlocks } from './training.tables.ts';

let t: TestApp;
let call: ReturnType<typeof api>;
let free: Session;
let pro: Session;

beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
  free = await newCoach(t, 'free');
  pro = await newCoach(t, 'pro');
});
afterAll(async () => {
  await t.close();
});

const note = { kind: 'note', note: { title: 'Warm up', body: '' } };

async function templateOf(coach: Session) {
  const response = await call('POST', 'templates', coach.token, {
    template: {
      kind: 'day',
      name: 'Warm up day',
      content: { days: [{ offset: 0, blocks: [note] }] },
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

const insert = (coach: Session, planId: number, templateId: number) =>
  call('PUT', `coach/plans/${planId}/schedule`, coach.token, {
    days: [
      { key: { week: 1, day: 1 }, version: 0, blocks: [{ ...note, template_id: templateId }] },
    ],
  });

describe('inserting a template into a program', () => {
  it('is refused to a FREE coach with restricted: templates, nothing written', async () => {
    const plan = await createPlan(t, free.token, { plan_type: 'membership' });
    const refused = await insert(free, plan.id, await templateOf(free));
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      restricted: 'templates',
      errors: { base: [templateMessages.restricted] },
    });
    const rows = await t.database.db
      .select()
      .from(scheduleBlocks)
      .where(eq(scheduleBlocks.planId, plan.id));
    expect(rows).toEqual([]);
    // The same block without the template is the FREE plan's one note.
    const plain = await call('PUT', `coach/plans/${plan.id}/schedule`, free.token, {
      days: [{ key: { week: 1, day: 1 }, version: 0, blocks: [note] }],
    });
    expect(plain.statusCode).toBe(200);
  });

  it("stores the template on the PROFESSIONAL coach's blocks, cleared when it is deleted", async () => {
    const plan = await createPlan(t, pro.token, { plan_type: 'membership' });
    const templateId = await templateOf(pro);
    const saved = await insert(pro, plan.id, templateId);
    expect(saved.statusCode, saved.body).toBe(200);
    const blocks = () =>
      t.database.db.select().from(scheduleBlocks).where(eq(scheduleBlocks.planId, plan.id));
    expect((await blocks()).map((b) => b.templateId)).toEqual([templateId]);

    expect((await call('DELETE', `templates/${templateId}`, pro.token)).statusCode).toBe(204);
    expect(await blocks()).toMatchObject([{ kind: 'note', templateId: null }]);
  });

  it("refuses another account's template", async () => {
    const plan = await createPlan(t, pro.token, { plan_type: 'membership' });
    const refused = await insert(pro, plan.id, await templateOf(free));
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(errorsOf(refused))).toEqual(['template_id']);
  });
});
