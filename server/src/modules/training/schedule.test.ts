import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trainingMessages } from '@forma/contract/training/schedule.messages';
import type { ScheduleDay } from '@forma/contract/training/schedule.schemas';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  api,
  createPlan,
  errorsOf,
  newClient,
  newCoach,
  type Session,
} from '../../../test/programs-helpers.ts';
import { exercises } from '../exercises/exercises.tables.ts';
import { plans } from '../programs/programs.tables.ts';
import { planMemberships } from '../purchase/purchase.tables.ts';
import { blockExercises, scheduleBlocks, scheduleDays } from './training.tables.ts';

let t: TestApp;
let call: ReturnType<typeof api>;
let pro: Session;
let backSquat: number;
let runRow: number;

beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
  pro = await newCoach(t, 'pro');
  const byKey = async (key: string) =>
    (await t.database.db.select().from(exercises).where(eq(exercises.key, key)))[0]!.id;
  backSquat = await byKey('back-squat');
  const [run] = await t.database.db
    .select()
    .from(exercises)
    .where(eq(exercises.category, 'cardio'))
    .limit(1);
  runRow = run!.id;
});
afterAll(async () => {
  await t.close();
});

const squatBlock = (sets = 3) => ({
  kind: 'training',
  title: 'Strength',
  exercises: [
    {
      exercise_id: backSquat,
      sets: Array.from({ length: sets }, () => ({
        weight: { kg: { min: 100 }, unit: 'kg' },
        reps: { min: 8, max: 10 },
        rest: { min: 120 },
      })),
    },
  ],
});

async function save(token: string, planId: number, days: unknown[], clientId?: number) {
  return call('PUT', `coach/plans/${planId}/schedule`, token, {
    ...(clientId ? { client_id: clientId } : {}),
    days,
  });
}

const daysOf = (response: { json: () => unknown }) =>
  (response.json() as { days: ScheduleDay[] }).days;

describe('a Session 1 Day 1 schedule', () => {
  it('saves a day of blocks and reads it back by week, exercises named', async () => {
    const plan = await createPlan(t, pro.token, { plan_type: 'membership' });
    const saved = await save(pro.token, plan.id, [
      {
        key: { week: 1, day: 1 },
        version: 0,
        blocks: [
          squatBlock(),
          { kind: 'note', note: { title: 'Warm up well', body: 'Ten minutes easy.' } },
        ],
      },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);

    const read = await call(
      'GET',
      `coach/plans/${plan.id}/schedule?from_week=1&to_week=2`,
      pro.token,
    );
    expect(read.statusCode, read.body).toBe(200);
    const [day] = daysOf(read);
    expect(day).toMatchObject({ week: 1, day: 1, date: null, version: 1 });
    expect(day!.blocks.map((b) => b.kind)).toEqual(['training', 'note']);
    expect(day!.blocks[0]!.exercises[0]).toMatchObject({
      exercise: { name: 'Back Squat', category: 'strength', archived: false },
      sets: [
        { weight: { kg: { min: 100 }, unit: 'kg' }, reps: { min: 8, max: 10 } },
        expect.anything(),
        expect.anything(),
      ],
    });
  });

  it('keeps block and exercise ids across edits, and refuses a save made from an older version', async () => {
    const plan = await createPlan(t, pro.token, { plan_type: 'membership' });
    const [first] = daysOf(
      await save(pro.token, plan.id, [
        { key: { week: 1, day: 2 }, version: 0, blocks: [squatBlock()] },
      ]),
    );
    const block = first!.blocks[0]!;
    const edited = await save(pro.token, plan.id, [
      {
        key: { week: 1, day: 2 },
        version: 1,
        blocks: [
          {
            ...squatBlock(5),
            id: block.id,
            exercises: [{ ...squatBlock(5).exercises[0], id: block.exercises[0]!.id }],
          },
        ],
      },
    ]);
    expect(edited.statusCode, edited.body).toBe(200);
    const [after] = daysOf(edited);
    expect(after!.version).toBe(2);
    expect(after!.blocks[0]!.id).toBe(block.id);
    expect(after!.blocks[0]!.exercises[0]!.id).toBe(block.exercises[0]!.id);
    expect(after!.blocks[0]!.exercises[0]!.sets).toHaveLength(5);

    // A second tab still holding version 1.
    const stale = await save(pro.token, plan.id, [
      { key: { week: 1, day: 2 }, version: 1, blocks: [] },
    ]);
    expect(stale.statusCode).toBe(409);
    expect(errorsOf(stale).base).toEqual([trainingMessages.conflict]);
    const rows = await t.database.db
      .select()
      .from(blockExercises)
      .where(eq(blockExercises.blockId, block.id));
    expect(rows[0]!.sets).toHaveLength(5);
  });

  it('moves a block to another day of the same save, keeping its id', async () => {
    const plan = await createPlan(t, pro.token, { plan_type: 'membership' });
    const [monday] = daysOf(
      await save(pro.token, plan.id, [
        { key: { week: 2, day: 1 }, version: 0, blocks: [squatBlock()] },
      ]),
    );
    const moving = monday!.blocks[0]!;
    const moved = await save(pro.token, plan.id, [
      { key: { week: 2, day: 1 }, version: 1, blocks: [] },
      {
        key: { week: 2, day: 3 },
        version: 0,
        blocks: [
          {
            ...squatBlock(),
            id: moving.id,
            exercises: [{ ...squatBlock().exercises[0], id: moving.exercises[0]!.id }],
          },
        ],
      },
    ]);
    expect(moved.statusCode, moved.body).toBe(200);
    const [emptied, wednesday] = daysOf(moved);
    expect(emptied!.blocks).toEqual([]);
    expect(wednesday!.blocks[0]!.id).toBe(moving.id);
    expect(wednesday!.blocks[0]!.exercises[0]!.id).toBe(moving.exercises[0]!.id);
  });

  it('makes one day of 20 identical first saves and refuses the rest as conflicts', async () => {
    const plan = await createPlan(t, pro.token, { plan_type: 'membership' });
    const body = [{ key: { week: 3, day: 1 }, version: 0, blocks: [squatBlock()] }];
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => save(pro.token, plan.id, body)),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(19);
    const rows = await t.database.db
      .select()
      .from(scheduleDays)
      .where(eq(scheduleDays.planId, plan.id));
    expect(rows).toHaveLength(1);
    const blocks = await t.database.db
      .select()
      .from(scheduleBlocks)
      .where(eq(scheduleBlocks.planId, plan.id));
    expect(blocks).toHaveLength(1);
  });

  it('refuses an exercise of another account and an unknown block id', async () => {
    const plan = await createPlan(t, pro.token, { plan_type: 'membership' });
    const other = await newCoach(t, 'pro');
    const [theirs] = await t.database.db
      .insert(exercises)
      .values({
        accountId: other.current.id,
        name: 'Their Lift',
        category: 'strength',
        muscleGroup: 'back',
        equipment: 'strength',
      })
      .returning();
    const foreign = await save(pro.token, plan.id, [
      {
        key: { week: 1, day: 1 },
        version: 0,
        blocks: [{ kind: 'training', exercises: [{ exercise_id: theirs!.id }] }],
      },
    ]);
    expect(foreign.statusCode).toBe(422);
    expect(errorsOf(foreign).exercise_id).toBeDefined();
    const unknown = await save(pro.token, plan.id, [
      { key: { week: 1, day: 1 }, version: 0, blocks: [{ ...squatBlock(), id: 999999 }] },
    ]);
    expect(unknown.statusCode).toBe(422);
    const rows = await t.database.db
      .select()
      .from(scheduleDays)
      .where(eq(scheduleDays.planId, plan.id));
    expect(rows).toEqual([]);
  });
});

describe('calendar shapes', () => {
  it('addresses a Group Rolling Calendar by date and keeps training_scheduled_to at its last day', async () => {
    const plan = await createPlan(t, pro.token, { plan_type: 'one_many' });
    const byWeek = await save(pro.token, plan.id, [
      { key: { week: 1, day: 1 }, version: 0, blocks: [squatBlock()] },
    ]);
    expect(byWeek.statusCode).toBe(422);
    const byDate = await save(pro.token, plan.id, [
      { key: { date: '2026-12-01' }, version: 0, blocks: [squatBlock()] },
      { key: { date: '2026-12-03' }, version: 0, blocks: [squatBlock()] },
    ]);
    expect(byDate.statusCode, byDate.body).toBe(200);
    const [row] = await t.database.db.select().from(plans).where(eq(plans.id, plan.id));
    expect(row!.trainingScheduledTo).toBe('2026-12-03');
    const read = await call(
      'GET',
      `coach/plans/${plan.id}/schedule?from=2026-11-30&to=2026-12-06`,
      pro.token,
    );
    expect(daysOf(read).map((d) => d.date)).toEqual(['2026-12-01', '2026-12-03']);
  });

  it("answers a read naming both a week of dates and a week number with the calendar's own (the builder asks before it knows the type)", async () => {
    const dated = await createPlan(t, pro.token, { plan_type: 'one_many' });
    const weekly = await createPlan(t, pro.token, { plan_type: 'membership' });
    await save(pro.token, dated.id, [
      { key: { date: '2026-12-01' }, version: 0, blocks: [squatBlock()] },
    ]);
    await save(pro.token, weekly.id, [
      { key: { week: 1, day: 2 }, version: 0, blocks: [squatBlock()] },
      { key: { week: 2, day: 1 }, version: 0, blocks: [squatBlock()] },
    ]);
    const both = 'from=2026-11-30&to=2026-12-06&from_week=1&to_week=1';
    const byDate = await call('GET', `coach/plans/${dated.id}/schedule?${both}`, pro.token);
    expect(byDate.statusCode, byDate.body).toBe(200);
    expect(daysOf(byDate).map((d) => d.date)).toEqual(['2026-12-01']);
    const byWeek = await call('GET', `coach/plans/${weekly.id}/schedule?${both}`, pro.token);
    expect(byWeek.statusCode, byWeek.body).toBe(200);
    expect(daysOf(byWeek).map((d) => [d.week, d.day])).toEqual([[1, 2]]);
  });

  it('keeps a Fixed Length program within its weeks', async () => {
    const plan = await createPlan(t, pro.token, { plan_type: 'fixed' });
    await t.database.db.update(plans).set({ lengthWeeks: 4 }).where(eq(plans.id, plan.id));
    const beyond = await save(pro.token, plan.id, [
      { key: { week: 5, day: 1 }, version: 0, blocks: [squatBlock()] },
    ]);
    expect(beyond.statusCode).toBe(422);
    expect(errorsOf(beyond)['days.0.key']).toEqual(['This program is 4 weeks long.']);
    const read = await call('GET', `coach/plans/${plan.id}/schedule`, pro.token);
    expect(read.json()).toMatchObject({ plan_type: 'fixed', weeks: 4, days: [] });
  });

  it('gives each 1-2-1 client a calendar of their own', async () => {
    const plan = await createPlan(t, pro.token, { plan_type: 'individual' });
    const [client, stranger] = [await newClient(t), await newClient(t)];
    await t.database.db.insert(planMemberships).values({
      planId: plan.id,
      accountId: pro.current.id,
      userId: client.private.id,
      state: 'active',
      startDate: '2026-11-01',
      applied: true,
    });
    const day = { key: { date: '2026-12-01' }, version: 0, blocks: [squatBlock()] };
    expect((await save(pro.token, plan.id, [day])).statusCode).toBe(422);
    expect((await save(pro.token, plan.id, [day], stranger.private.id)).statusCode).toBe(422);
    expect((await save(pro.token, plan.id, [day], client.private.id)).statusCode).toBe(200);
    const theirs = await call(
      'GET',
      `coach/plans/${plan.id}/schedule?from=2026-12-01&to=2026-12-01&client_id=${client.private.id}`,
      pro.token,
    );
    expect(daysOf(theirs)[0]).toMatchObject({ client_id: client.private.id, date: '2026-12-01' });
  });
});

describe('PROFESSIONAL gates', () => {
  it('refuses supersets and a second note to a FREE coach, and lets PROFESSIONAL have them', async () => {
    const free = await newCoach(t, 'free');
    const plan = await createPlan(t, free.token, { plan_type: 'membership' });
    const superset = {
      kind: 'training',
      exercises: [
        { exercise_id: backSquat, superset: 1 },
        { exercise_id: runRow, superset: 1 },
      ],
    };
    const refused = await save(free.token, plan.id, [
      { key: { week: 1, day: 1 }, version: 0, blocks: [superset] },
    ]);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ restricted: 'supersets' });

    const note = (title: string) => ({ kind: 'note', note: { title, body: '' } });
    expect(
      (
        await save(free.token, plan.id, [
          { key: { week: 1, day: 1 }, version: 0, blocks: [note('One')] },
        ])
      ).statusCode,
    ).toBe(200);
    const second = await save(free.token, plan.id, [
      { key: { week: 1, day: 2 }, version: 0, blocks: [note('Two')] },
    ]);
    expect(second.statusCode).toBe(422);
    expect(second.json()).toMatchObject({ restricted: 'notes' });
    // Replacing the one note on its own day is fine.
    expect(
      (
        await save(free.token, plan.id, [
          { key: { week: 1, day: 1 }, version: 1, blocks: [note('Three')] },
        ])
      ).statusCode,
    ).toBe(200);

    const proPlan = await createPlan(t, pro.token, { plan_type: 'membership' });
    const allowed = await save(pro.token, proPlan.id, [
      { key: { week: 1, day: 1 }, version: 0, blocks: [superset, note('One'), note('Two')] },
    ]);
    expect(allowed.statusCode, allowed.body).toBe(200);
    const count = await t.database.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(scheduleBlocks)
      .where(and(eq(scheduleBlocks.planId, proPlan.id), eq(scheduleBlocks.kind, 'note')));
    expect(count[0]!.n).toBe(2);
  });
});
