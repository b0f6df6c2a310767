import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trainingMessages } from '@forma/contract/training/schedule.messages';
import { templateMessages } from '@forma/contract/templates/templates.messages';
import type { Template, TemplateListResponse } from '@forma/contract/templates/templates.schemas';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  api,
  createPlan,
  errorsOf,
  newCoach,
  type Session,
} from '../../../test/programs-helpers.ts';
import { exercises } from '../exercises/exercises.tables.ts';
import { templates } from './templates.tables.ts';

let t: TestApp;
let call: ReturnType<typeof api>;
let coach: Session;
let backSquat: number;

beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
  // Keeping templates is for any coach: a FREE one here.
  coach = await newCoach(t, 'free');
  const [row] = await t.database.db.select().from(exercises).where(eq(exercises.key, 'back-squat'));
  backSquat = row!.id;
});
afterAll(async () => {
  await t.close();
});

const squatBlock = () => ({
  kind: 'training',
  title: 'Strength',
  exercises: [{ exercise_id: backSquat, sets: [{ reps: { min: 5 } }, { reps: { min: 5 } }] }],
});
const noteBlock = { kind: 'note', note: { title: 'Warm up', body: 'Ten minutes easy.' } };

async function create(template: Record<string, unknown>, token = coach.token) {
  const response = await call('POST', 'templates', token, { template });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Template>();
}

async function list(query: string, token = coach.token) {
  const response = await call('GET', `templates?${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TemplateListResponse>();
}

describe('day and week templates', () => {
  it('creates a day template and reads it back with its exercises named', async () => {
    const made = await create({
      kind: 'day',
      name: '  Heavy Lower  ',
      content: { days: [{ offset: 0, blocks: [squatBlock(), noteBlock] }] },
    });
    expect(made).toMatchObject({ kind: 'day', name: 'Heavy Lower', blocks: 2, weeks: 1 });

    const read = await call('GET', `templates/${made.id}`, coach.token);
    expect(read.statusCode).toBe(200);
    const template = read.json<Template>();
    expect(template.content.days).toHaveLength(1);
    expect(template.content.days[0]!.blocks[0]!.exercises[0]).toMatchObject({
      exercise_id: backSquat,
      exercise: { id: backSquat, name: 'Back Squat', archived: false },
      sets: [{ reps: { min: 5 } }, { reps: { min: 5 } }],
    });
    const [row] = await t.database.db.select().from(templates).where(eq(templates.id, made.id));
    expect(row).toMatchObject({ accountId: coach.current.id, blockCount: 2, weekCount: 1 });
  });

  it('counts the weeks of a week template and lists each kind by name, searched', async () => {
    const week = await create({
      kind: 'week',
      name: 'Base Weeks',
      content: {
        days: [
          { offset: 8, blocks: [noteBlock] },
          { offset: 0, blocks: [squatBlock()] },
        ],
      },
    });
    expect(week).toMatchObject({ weeks: 2, blocks: 2 });
    expect(week.content.days.map((d) => d.offset)).toEqual([0, 8]);

    const weeks = await list('kind=week');
    expect(weeks.items.map((item) => item.name)).toEqual(['Base Weeks']);
    const days = await list('kind=day&search=%20heavy%20');
    expect(days.items.map((item) => item.name)).toEqual(['Heavy Lower']);
    expect(days.pagination).toMatchObject({ page: 1, per_page: 50, total_count: 1 });
    expect((await list('kind=day&search=nothing')).items).toEqual([]);
  });

  it('applies the name rules', async () => {
    const content = { days: [{ offset: 0, blocks: [noteBlock] }] };
    const cases: [unknown, string][] = [
      ['   ', templateMessages.nameRequired],
      ['A', templateMessages.nameMin(2)],
      ['x'.repeat(65), templateMessages.nameMax(64)],
    ];
    for (const [name, message] of cases) {
      const response = await call('POST', 'templates', coach.token, {
        template: { kind: 'day', name, content },
      });
      expect(response.statusCode).toBe(422);
      expect(errorsOf(response)['template.name']).toEqual([message]);
    }
    const missing = await call('POST', 'templates', coach.token, {
      template: { kind: 'day', content },
    });
    expect(errorsOf(missing)['template.name']).toEqual([templateMessages.nameRequired]);
    expect((await create({ kind: 'day', name: 'x'.repeat(64), content })).name).toHaveLength(64);
  });

  it('refuses content that does not fit its kind, and exercises of another account', async () => {
    const twoDays = await call('POST', 'templates', coach.token, {
      template: {
        kind: 'day',
        name: 'Two days',
        content: {
          days: [
            { offset: 0, blocks: [noteBlock] },
            { offset: 1, blocks: [noteBlock] },
          ],
        },
      },
    });
    expect(twoDays.statusCode).toBe(422);
    expect(errorsOf(twoDays)['template.content']).toEqual([templateMessages.dayShape]);

    const empty = await call('POST', 'templates', coach.token, {
      template: { kind: 'week', name: 'Empty', content: { days: [{ offset: 0, blocks: [] }] } },
    });
    expect(errorsOf(empty)['template.content']).toEqual([templateMessages.empty]);

    const other = await newCoach(t, 'pro');
    const created = await call('POST', 'exercises', other.token, {
      exercise: {
        name: 'Secret Row',
        category: 'strength',
        muscle_group: 'back',
        equipment: 'strength',
      },
    });
    const theirs = created.json<{ id: number }>().id;
    const refused = await call('POST', 'templates', coach.token, {
      template: {
        kind: 'day',
        name: 'Borrowed',
        content: {
          days: [
            { offset: 0, blocks: [{ kind: 'training', exercises: [{ exercise_id: theirs }] }] },
          ],
        },
      },
    });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(errorsOf(refused))).toEqual(['exercise_id']);
  });

  it('renames, replaces the days, copies as "Copy of …" and deletes', async () => {
    const made = await create({
      kind: 'day',
      name: 'Pull Day',
      content: { days: [{ offset: 0, blocks: [noteBlock] }] },
    });
    const renamed = await call('PATCH', `templates/${made.id}`, coach.token, {
      template: {
        name: 'Pull Day A',
        content: { days: [{ offset: 0, blocks: [squatBlock(), noteBlock, noteBlock] }] },
      },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Pull Day A', blocks: 3 });
    const badName = await call('PATCH', `templates/${made.id}`, coach.token, {
      template: { name: 'P' },
    });
    expect(errorsOf(badName)['template.name']).toEqual([templateMessages.nameMin(2)]);
    const moved = await call('PATCH', `templates/${made.id}`, coach.token, {
      template: { content: { days: [{ offset: 3, blocks: [noteBlock] }] } },
    });
    expect(errorsOf(moved)['content']).toEqual([templateMessages.dayShape]);

    const copy = await call('POST', `templates/${made.id}/copy`, coach.token);
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({ name: 'Copy of Pull Day A', kind: 'day', blocks: 3 });
    expect(copy.json<Template>().id).not.toBe(made.id);

    const deleted = await call('DELETE', `templates/${made.id}`, coach.token);
    expect(deleted.statusCode).toBe(204);
    expect((await call('GET', `templates/${made.id}`, coach.token)).statusCode).toBe(404);
    const left = await t.database.db.select().from(templates).where(eq(templates.id, made.id));
    expect(left).toEqual([]);
  });

  it("keeps another account's templates out of reach", async () => {
    const made = await create({
      kind: 'day',
      name: 'Mine Only',
      content: { days: [{ offset: 0, blocks: [noteBlock] }] },
    });
    const other = await newCoach(t, 'pro');
    for (const [method, url] of [
      ['GET', `templates/${made.id}`],
      ['POST', `templates/${made.id}/copy`],
      ['DELETE', `templates/${made.id}`],
    ] as const) {
      expect((await call(method, url, other.token)).statusCode).toBe(404);
    }
    expect((await list('kind=day', other.token)).items).toEqual([]);
  });
});

describe("saving a program's days as a template", () => {
  it('reads the days from the schedule as offsets from the first day', async () => {
    const plan = await createPlan(t, coach.token, { plan_type: 'membership' });
    const saved = await call('PUT', `coach/plans/${plan.id}/schedule`, coach.token, {
      days: [
        { key: { week: 1, day: 2 }, version: 0, blocks: [squatBlock()] },
        { key: { week: 2, day: 1 }, version: 0, blocks: [noteBlock] },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const week = await create({
      kind: 'week',
      name: 'From the program',
      from_plan: { plan_id: plan.id, from: { week: 1, day: 1 }, days: 14 },
    });
    expect(week).toMatchObject({ blocks: 2, weeks: 2 });
    expect(week.content.days.map((d) => d.offset)).toEqual([1, 7]);
    expect(week.content.days[0]!.blocks[0]).toMatchObject({
      kind: 'training',
      title: 'Strength',
      exercises: [{ exercise_id: backSquat, exercise: { name: 'Back Squat' } }],
    });

    const day = await create({
      kind: 'day',
      name: 'One day',
      from_plan: { plan_id: plan.id, from: { week: 2, day: 1 }, days: 1 },
    });
    expect(day.content.days).toMatchObject([{ offset: 0, blocks: [{ kind: 'note' }] }]);

    const nothing = await call('POST', 'templates', coach.token, {
      template: {
        kind: 'day',
        name: 'Rest day',
        from_plan: { plan_id: plan.id, from: { week: 1, day: 1 }, days: 1 },
      },
    });
    expect(nothing.statusCode).toBe(422);
    const tooLong = await call('POST', 'templates', coach.token, {
      template: {
        kind: 'day',
        name: 'Two days',
        from_plan: { plan_id: plan.id, from: { week: 1, day: 1 }, days: 2 },
      },
    });
    expect(errorsOf(tooLong)['template.from_plan.days']).toEqual([templateMessages.dayShape]);

    const other = await newCoach(t, 'pro');
    const theirs = await call('POST', 'templates', other.token, {
      template: {
        kind: 'day',
        name: 'Not mine',
        from_plan: { plan_id: plan.id, from: { week: 1, day: 2 }, days: 1 },
      },
    });
    // Another account's program answers as an unknown one (docs/decisions/platform.md 'Body ids').
    expect(theirs.statusCode).toBe(422);
    expect(errorsOf(theirs)).toEqual({ plan_id: [trainingMessages.unknownProgram] });
  });
});
