import path from 'node:path';
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Exercise } from '@forma/contract/exercises/exercises.schemas';
import type { MediaItem } from '@forma/contract/media/media.schemas';
import type { CoachPlan } from '@forma/contract/programs/programs.schemas';
import type { Template } from '@forma/contract/templates/templates.schemas';
import { exists } from '../../../test/media.ts';
import {
  api,
  createPlan,
  errorsOf,
  joinAccount,
  newClient,
  newCoach,
  setPlan,
  type Session,
} from '../../../test/programs-helpers.ts';
import {
  buildProgramming,
  ownExercise,
  productExercise,
  readProgramming,
  type Programming,
} from '../../../test/programming-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { accountMembers } from '../accounts/accounts.tables.ts';
import { users } from '../accounts/users.tables.ts';
import { exercises } from '../exercises/exercises.tables.ts';
import { media } from '../media/media.tables.ts';
import { templates } from '../templates/templates.tables.ts';
import { blockExercises, scheduleBlocks, scheduleDays } from '../training/training.tables.ts';
import { plans, planTracks } from './programs.tables.ts';

let t: TestApp;
let call: ReturnType<typeof api>;
/** The source's coach, in their own business account, also a coach of the two below. */
let coach: Session;
/** A PROFESSIONAL account the coach copies into, whose owner reads the copies. */
let pro: Session;
/** A FREE account the coach copies into. */
let free: Session;

/** Makes `who` a coach of `target`'s account, still acting in their own. */
async function joinKeepingCurrent(who: Session, target: Session) {
  await joinAccount(t, who, target.current.id);
  await t.database.db
    .update(users)
    .set({ currentAccountId: who.current.id })
    .where(eq(users.id, who.private.id));
}

beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
  coach = await newCoach(t, 'pro');
  pro = await newCoach(t, 'pro');
  free = await newCoach(t, 'free');
  await joinKeepingCurrent(coach, pro);
  await joinKeepingCurrent(coach, free);
});
afterAll(async () => {
  await t.close();
});

const copyInto = (planId: number, target: Session, by = coach) =>
  call('POST', `coach/plans/${planId}/copy`, by.token, { account_id: target.current.id });

async function copied(planId: number, target: Session) {
  const response = await copyInto(planId, target);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

async function blocksOf(planId: number) {
  return t.database.db
    .select()
    .from(scheduleBlocks)
    .where(eq(scheduleBlocks.planId, planId))
    .orderBy(scheduleBlocks.dayId, scheduleBlocks.position);
}

const liveNamed = async (accountId: number, name: string) =>
  t.database.db
    .select()
    .from(exercises)
    .where(
      and(
        eq(exercises.accountId, accountId),
        isNull(exercises.archivedAt),
        eq(sql`lower(${exercises.name})`, name.toLowerCase()),
      ),
    );

describe('cloning a program copies its whole programming', () => {
  for (const planType of ['one_many', 'membership', 'fixed'] as const) {
    it(`carries every kind of block, its tracks, the last-active mark and the days (${planType})`, async () => {
      const source = await buildProgramming(t, coach, planType, ` ${planType}`);
      const response = await call('POST', `coach/plans/${source.planId}/clone`, coach.token);
      expect(response.statusCode, response.body).toBe(201);
      const clone = response.json<CoachPlan>();
      const before = await readProgramming(t, coach, source.planId, source.range);
      const after = await readProgramming(t, coach, clone.id, source.range);
      // Dates, weeks and days are kept; nothing is shifted.
      expect(after.shape).toEqual(before.shape);
      expect(after.shape.map((d) => [d.date ?? `W${d.week}D${d.day}`, d.last_active])).toEqual(
        planType === 'one_many'
          ? [
              ['2030-03-04', false],
              ['2030-03-05', true],
            ]
          : [
              ['W1D1', false],
              ['W1D2', true],
            ],
      );
      expect(after.shape[0]!.blocks.map((b) => b.kind)).toEqual([
        'training',
        'sets',
        'macros',
        'challenge',
        'note',
        'training',
      ]);
      expect(after.tracks.map((tr) => [tr.name, tr.archived])).toEqual(
        before.tracks.map((tr) => [tr.name, tr.archived]),
      );
      // The copy's own rows: its blocks are on its own tracks; prescriptions are the same
      // exercises (same account); the inserted block still names its template.
      const ownTracks = new Set(after.tracks.map((tr) => tr.id));
      const blocks = await blocksOf(clone.id);
      expect(blocks.every((b) => ownTracks.has(b.trackId))).toBe(true);
      expect(blocks.map((b) => b.templateId)).toEqual(
        (await blocksOf(source.planId)).map((b) => b.templateId),
      );
      expect(blocks.some((b) => b.templateId === source.ids.template)).toBe(true);
      expect(after.days[0]!.blocks[4]!.note!.resource_ids).toEqual([source.ids.link.id]);
      expect(after.days[0]!.blocks[0]!.exercises.map((e) => e.exercise.id)).toEqual([
        source.ids.squat,
        source.ids.curl,
        source.ids.drag,
      ]);
      expect(clone.training_scheduled_to).toBe(planType === 'one_many' ? '2030-03-05' : null);
    });
  }

  it("leaves a 1-2-1 program's client calendars behind: the clone has no clients", async () => {
    const plan = await createPlan(t, coach.token, { plan_type: 'individual' });
    const client = await newClient(t);
    const [day] = await t.database.db
      .insert(scheduleDays)
      .values({ planId: plan.id, clientId: client.private.id, onDate: '2030-03-04' })
      .returning();
    const [track] = await t.database.db
      .insert(planTracks)
      .values({ planId: plan.id, name: 'Main' })
      .returning();
    await t.database.db.insert(scheduleBlocks).values({
      dayId: day!.id,
      planId: plan.id,
      trackId: track!.id,
      position: 0,
      kind: 'training',
    });
    const response = await call('POST', `coach/plans/${plan.id}/clone`, coach.token);
    expect(response.statusCode, response.body).toBe(201);
    const cloneId = response.json<CoachPlan>().id;
    expect(await blocksOf(cloneId)).toEqual([]);
    expect(response.json<CoachPlan>().tracks.map((tr) => tr.name)).toEqual(['Main']);
  });
});

describe('copying a program to another account', () => {
  let source: Programming;
  let copyId: number;
  let ownDrag: number;

  beforeAll(async () => {
    // The target already has a 'sled drag' of its own: the copy uses it.
    ownDrag = await ownExercise(t, pro, 'sled drag');
    source = await buildProgramming(t, coach, 'one_many');
    copyId = await copied(source.planId, pro);
  });

  it('carries the same programming, read by the target account', async () => {
    const before = await readProgramming(t, coach, source.planId, source.range);
    const after = await readProgramming(t, pro, copyId, source.range);
    const reused = after.shape.map((day) => ({
      ...day,
      blocks: day.blocks.map((block) => ({
        ...block,
        exercises: block.exercises.map((e) =>
          e.exercise.name === 'sled drag'
            ? { ...e, exercise: { ...e.exercise, name: 'Sled Drag' } }
            : e,
        ),
      })),
    }));
    expect(reused).toEqual(before.shape);
    expect(after.tracks.map((tr) => [tr.name, tr.archived])).toEqual([
      ['Strength', false],
      ['Conditioning', true],
    ]);
    const plan = await call('GET', `coach/plans/${copyId}`, pro.token);
    expect(plan.json<CoachPlan>()).toMatchObject({
      status: 'draft',
      title: 'Every block (one_many)',
    });
  });

  it("makes the coach's own exercises the target's: new copies, or the same-named one", async () => {
    const after = await readProgramming(t, pro, copyId, source.range);
    const [strength, backOff] = after.days[0]!.blocks;
    const [squat, curl, drag] = strength!.exercises;
    expect(squat!.exercise.id).toBe(source.ids.squat);
    expect(drag!.exercise.id).toBe(ownDrag);
    expect(curl!.exercise.id).not.toBe(source.ids.curl);
    expect((await liveNamed(pro.current.id, 'sled drag')).length).toBe(1);

    const mine = await call('GET', 'exercises?library=mine', pro.token);
    const names = mine.json<{ items: Exercise[] }>().items.map((e) => e.name);
    expect(names).toEqual(['sled drag', 'Tempo Curl']);
    const curlCopy = await call('GET', `exercises/${curl!.exercise.id}`, pro.token);
    expect(curlCopy.json<Exercise>()).toMatchObject({
      library: 'mine',
      name: 'Tempo Curl',
      instructions: 'Slowly, with control.',
      media: { title: source.ids.image.title, src: source.ids.image.src },
    });
    expect(curlCopy.json<Exercise>().media_id).not.toBe(source.ids.image.id);
    // Deleted in the source, it stays out of the target's library too.
    expect(backOff!.exercises[0]!.exercise).toMatchObject({ name: 'Old Row', archived: true });
    expect(backOff!.exercises[0]!.exercise.id).not.toBe(source.ids.oldRow);
  });

  it("brings the templates its blocks came from, and the notes' resources", async () => {
    const list = await call('GET', 'templates?kind=day', pro.token);
    const [summary] = list.json<{ items: { id: number; name: string }[] }>().items;
    expect(summary!.name).toBe('Warm-up day');
    const blocks = await blocksOf(copyId);
    expect(blocks.filter((b) => b.templateId !== null).map((b) => b.templateId)).toEqual([
      summary!.id,
    ]);
    const template = (await call('GET', `templates/${summary!.id}`, pro.token)).json<Template>();
    const after = await readProgramming(t, pro, copyId, source.range);
    const curlCopy = after.days[0]!.blocks[0]!.exercises[1]!.exercise.id;
    const [training, note] = template.content.days[0]!.blocks;
    expect(training!.exercises[0]!.exercise).toMatchObject({ id: curlCopy, name: 'Tempo Curl' });

    const resource = after.days[0]!.blocks[4]!.note!.resource_ids[0]!;
    expect(resource).not.toBe(source.ids.link.id);
    expect(note!.note!.resource_ids).toEqual([resource]);
    const item = await call('GET', `media/${resource}`, pro.token);
    expect(item.statusCode).toBe(200);
    expect(item.json<MediaItem>()).toMatchObject({ title: 'Curl demo', type: 'video_link' });
  });

  it('reuses what it brought the first time when copied again', async () => {
    const count = async () => ({
      exercises: await t.database.db
        .select()
        .from(exercises)
        .where(eq(exercises.accountId, pro.current.id)),
      templates: await t.database.db
        .select()
        .from(templates)
        .where(eq(templates.accountId, pro.current.id)),
      media: await t.database.db
        .select()
        .from(media)
        .where(eq(media.ownerAccountId, pro.current.id)),
    });
    const first = await count();
    const again = await copied(source.planId, pro);
    expect(again).not.toBe(copyId);
    const second = await count();
    expect(second.exercises.length).toBe(first.exercises.length);
    expect(second.templates.length).toBe(first.templates.length);
    expect(second.media.length).toBe(first.media.length);
    const [a, b] = [await blocksOf(copyId), await blocksOf(again)];
    expect(b.map((x) => x.templateId)).toEqual(a.map((x) => x.templateId));
  });

  it("keeps the copy's files when the source deletes its item; they go with the last one", async () => {
    const curl = (await readProgramming(t, pro, copyId, source.range)).days[0]!.blocks[0]!
      .exercises[1]!.exercise.id;
    const copyMedia = (await call('GET', `exercises/${curl}`, pro.token)).json<Exercise>().media!;
    const [row] = await t.database.db.select().from(media).where(eq(media.id, copyMedia.id));
    const file = path.join(t.config.dataDir, 'uploads', row!.originalKey!);
    expect(await exists(file)).toBe(true);
    expect((await call('DELETE', `media/${source.ids.image.id}`, coach.token)).statusCode).toBe(
      204,
    );
    expect(await exists(file)).toBe(true);
    expect((await call('GET', `media/${copyMedia.id}`, pro.token)).statusCode).toBe(200);
    expect((await call('DELETE', `media/${copyMedia.id}`, pro.token)).statusCode).toBe(204);
    expect(await exists(file)).toBe(false);
  });

  it('copies everything into a FREE account, which then meets its own limits', async () => {
    const id = await copied(source.planId, free);
    const before = await readProgramming(t, coach, source.planId, source.range);
    const after = await readProgramming(t, free, id, source.range);
    expect(after.shape).toEqual(before.shape);
    // The superset is kept; saving it again is the PROFESSIONAL gate, as after a downgrade.
    const day = after.days[0]!;
    const blocks = day.blocks.map(({ exercises, position: _p, ...block }) => ({
      ...block,
      exercises: exercises.map(({ exercise: _e, ...prescribed }) => prescribed),
    }));
    const resave = await call('PUT', `coach/plans/${id}/schedule`, free.token, {
      days: [{ key: { date: day.date }, version: day.version, blocks }],
    });
    expect(resave.statusCode).toBe(422);
    expect(resave.json()).toMatchObject({ restricted: 'supersets' });
  });
});

describe('who may copy', () => {
  it('keeps the matrix: only a coach of the source, only into their accepted, active accounts', async () => {
    const source = await createPlan(t, coach.token, { title: 'Guarded' });
    const stranger = await newCoach(t);
    const client = await newClient(t);
    const pending = await newCoach(t);
    await t.database.db.insert(accountMembers).values({
      accountId: pending.current.id,
      userId: coach.private.id,
      email: coach.email.toLowerCase(),
      accountRole: 'coach',
      inviteStatus: 'pending',
    });
    const plansIn = async (accountId: number) =>
      (
        await t.database.db.select({ n: count() }).from(plans).where(eq(plans.accountId, accountId))
      )[0]!.n;
    const before = await plansIn(pro.current.id);

    expect((await copyInto(source.id, pro, stranger)).statusCode).toBe(404);
    expect((await copyInto(source.id, pro, client)).statusCode).toBe(403);
    expect((await copyInto(source.id, pro, { ...coach, token: '' })).statusCode).toBe(401);
    expect((await call('POST', `coach/plans/${source.id}/clone`, stranger.token)).statusCode).toBe(
      404,
    );
    expect((await call('POST', `coach/plans/${source.id}/clone`, client.token)).statusCode).toBe(
      403,
    );
    // An account the coach has no accepted tie to is named like an unknown one (body ids).
    for (const target of [stranger, pending]) {
      const refused = await copyInto(source.id, target);
      expect(refused.statusCode).toBe(422);
      expect(errorsOf(refused).account_id).toHaveLength(1);
    }
    await setPlan(t, pending.current.id, 'blocked');
    await t.database.db
      .update(accountMembers)
      .set({ inviteStatus: 'accepted' })
      .where(eq(accountMembers.accountId, pending.current.id));
    const blocked = await copyInto(source.id, pending);
    expect(errorsOf(blocked).account_id).toEqual([
      'Programs can only be copied to your own active accounts.',
    ]);
    // The target's own coach cannot copy the source out of an account they are not in.
    expect((await copyInto(source.id, pro, pro)).statusCode).toBe(404);
    expect(await plansIn(pro.current.id)).toBe(before);
  });
});

describe('identical copies sent at once', () => {
  it('makes one draft per request, each whole, sharing one copy of each library item', async () => {
    const target = await newCoach(t, 'pro');
    await joinKeepingCurrent(coach, target);
    const source = await buildProgramming(t, coach, 'membership', ' B');
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => copyInto(source.planId, target)),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const ids = responses.map((r) => r.json<{ id: number }>().id);
    expect(new Set(ids).size).toBe(20);
    const perPlan = await t.database.db
      .select({ planId: scheduleBlocks.planId, n: count(blockExercises.id) })
      .from(scheduleBlocks)
      .leftJoin(blockExercises, eq(blockExercises.blockId, scheduleBlocks.id))
      .where(inArray(scheduleBlocks.planId, [source.planId, ...ids]))
      .groupBy(scheduleBlocks.planId);
    const sourceCount = perPlan.find((p) => p.planId === source.planId)!.n;
    expect(perPlan.filter((p) => p.planId !== source.planId).map((p) => p.n)).toEqual(
      Array(20).fill(sourceCount),
    );
    expect((await liveNamed(target.current.id, 'Tempo Curl B')).length).toBe(1);
    expect((await liveNamed(target.current.id, 'Sled Drag B')).length).toBe(1);
    const held = await t.database.db
      .select()
      .from(templates)
      .where(eq(templates.accountId, target.current.id));
    expect(held.map((row) => row.name)).toEqual(['Warm-up day']);
    const items = await t.database.db
      .select()
      .from(media)
      .where(eq(media.ownerAccountId, target.current.id));
    expect(items.map((row) => row.title).sort()).toEqual(['Curl demo', 'drag'].sort());
  });
});

describe('a year of training', () => {
  it('clones and copies 365 days x 3 blocks x 6 exercises in set-based statements', async () => {
    const target = await newCoach(t, 'pro');
    await joinKeepingCurrent(coach, target);
    const plan = await createPlan(t, coach.token, {
      plan_type: 'one_many',
      tracks: [{ name: 'Main' }],
    });
    const own = await ownExercise(t, coach, 'Year Curl');
    const squat = await productExercise(t, 'back-squat');
    const db = t.database.db;
    await db.execute(sql`
      insert into schedule_days (plan_id, on_date)
      select ${plan.id}, date '2031-01-06' + g from generate_series(0, 364) g`);
    await db.execute(sql`
      insert into schedule_blocks (day_id, plan_id, track_id, position, kind, title)
      select d.id, ${plan.id}, ${plan.tracks[0]!.id}, p, 'training', 'Block ' || p
      from schedule_days d, generate_series(0, 2) p where d.plan_id = ${plan.id}`);
    await db.execute(sql`
      insert into block_exercises (block_id, exercise_id, position, sets)
      select b.id, case when e = 0 then ${own}::int else ${squat}::int end, e,
        '[{"weight":{"kg":{"min":80},"unit":"kg"},"reps":{"min":8,"max":10}}]'::jsonb
      from schedule_blocks b, generate_series(0, 5) e where b.plan_id = ${plan.id}`);

    const rowsOf = async (planId: number) =>
      (
        await db
          .select({ n: count(blockExercises.id) })
          .from(blockExercises)
          .innerJoin(scheduleBlocks, eq(scheduleBlocks.id, blockExercises.blockId))
          .where(eq(scheduleBlocks.planId, planId))
      )[0]!.n;
    let started = performance.now();
    const clone = await call('POST', `coach/plans/${plan.id}/clone`, coach.token);
    const cloneMs = performance.now() - started;
    expect(clone.statusCode, clone.body).toBe(201);
    started = performance.now();
    const copyId = await copied(plan.id, target);
    const copyMs = performance.now() - started;
    for (const id of [clone.json<CoachPlan>().id, copyId]) {
      expect(await rowsOf(id)).toBe(365 * 3 * 6);
      expect((await blocksOf(id)).length).toBe(365 * 3);
    }
    const [yearCurl] = await liveNamed(target.current.id, 'Year Curl');
    const copiedOwn = await db
      .select({ n: count() })
      .from(blockExercises)
      .innerJoin(scheduleBlocks, eq(scheduleBlocks.id, blockExercises.blockId))
      .where(and(eq(scheduleBlocks.planId, copyId), eq(blockExercises.exerciseId, yearCurl!.id)));
    expect(copiedOwn[0]!.n).toBe(365 * 3);
    console.info(
      `a year of training: clone ${cloneMs.toFixed(0)} ms, copy ${copyMs.toFixed(0)} ms`,
    );
    // Generous for a shared test machine; the bench gives the real figures.
    expect(cloneMs + copyMs).toBeLessThan(10_000);
  });
});
