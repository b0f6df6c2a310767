import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { exerciseMessages } from '@forma/contract/exercises/exercises.messages';
import { caloriesOf } from '@forma/contract/training/macros.rules';
import type { PerformedSet } from '@forma/contract/tracking/results.schemas';
import type { ScheduleDay } from '@forma/contract/training/schedule.schemas';
import { trackingMessages as m } from '@forma/contract/tracking/tracking.messages';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  api,
  errorsOf,
  newClient,
  newCoach,
  type Session,
} from '../../../test/programs-helpers.ts';
import {
  blockExercisesOf,
  days,
  follow,
  macrosBlock,
  NOW,
  programWith,
  putSet,
  rowing,
  squat,
  trainingBlock,
} from '../../../test/tracking-helpers.ts';
import { setNow } from '../../platform/clock.ts';
import { outboxEvents } from '../../platform/events/outbox.tables.ts';
import { users } from '../accounts/users.tables.ts';
import { planMemberships } from '../purchase/purchase.tables.ts';
import {
  blockCompletions,
  dayCompletions,
  membershipDayMoves,
  performedSets,
} from './tracking.tables.ts';

let t: TestApp;
let call: ReturnType<typeof api>;
let coach: Session;
let squatId: number;
let rowingId: number;

beforeAll(async () => {
  setNow(NOW);
  t = await createTestApp();
  call = api(t);
  coach = await newCoach(t, 'pro');
  squatId = await squat(t);
  rowingId = await rowing(t);
});
beforeEach(() => setNow(NOW));
afterAll(async () => {
  await t.close();
});

/** A Group Rolling Calendar day on `date` (a squat block of two sets, macros) and a client. */
async function dayWithClient(date = '2030-03-04', planFields: Record<string, unknown> = {}) {
  const { plan, days: saved } = await programWith(
    t,
    coach,
    { plan_type: 'one_many', ...planFields },
    [{ key: { date }, blocks: [trainingBlock(squatId, 2), macrosBlock] }],
  );
  const client = await newClient(t);
  const membership = await follow(t, plan, coach, client);
  const day = saved[0]!;
  return { plan, day, client, membership, setId: blockExercisesOf(day)[0]! };
}

const rowsOf = (userId: number) =>
  t.database.db.select().from(performedSets).where(eq(performedSets.userId, userId));

describe('logging a set', () => {
  it('saves the result on the client’s date and shows it on their day', async () => {
    const { day, client, setId } = await dayWithClient();
    const saved = await putSet(t, client.token, setId, 0, { weight_kg: 100, reps: 5 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<PerformedSet>()).toMatchObject({
      block_exercise_id: setId,
      set_index: 0,
      exercise_id: squatId,
      values: { weight_kg: 100, reps: 5 },
      records: [],
      performed_on: '2030-03-04',
    });
    const read = await days(t, client.token, '2030-03-04', '2030-03-04');
    const entry = read.days[0]!.entries[0]!;
    expect(entry.day_id).toBe(day.id);
    expect(entry.completion).toBe('some');
    expect(entry.blocks[0]!.performed.map((set) => set.values)).toEqual([
      { weight_kg: 100, reps: 5 },
    ]);
    expect(entry.blocks[0]!.done).toBe(false);
    // The second prescribed set logged: the block is done; the macros block is still to do.
    await putSet(t, client.token, setId, 1, { weight_kg: 100, reps: 4 });
    const again = (await days(t, client.token, '2030-03-04', '2030-03-04')).days[0]!.entries[0]!;
    expect(again.blocks.map((b) => b.done)).toEqual([true, false]);
    expect(again.completion).toBe('some');
    const [event] = await t.database.db
      .select()
      .from(outboxEvents)
      .where(eq(outboxEvents.name, 'performance.logged'));
    expect(event!.payload).toMatchObject({ userId: client.private.id, blockId: day.blocks[0]!.id });
  });

  it('makes one row of 20 identical saves sent at once', async () => {
    const { client, setId } = await dayWithClient();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        putSet(t, client.token, setId, 0, { weight_kg: 80, reps: 8 }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(await rowsOf(client.private.id)).toHaveLength(1);
  });

  it('replaces the result when sent again, and takes it back on delete', async () => {
    const { client, setId } = await dayWithClient();
    await putSet(t, client.token, setId, 1, { weight_kg: 80, reps: 8 });
    await putSet(t, client.token, setId, 1, { weight_kg: 85, reps: 6 });
    expect((await rowsOf(client.private.id)).map((row) => row.values)).toEqual([
      { weight_kg: 85, reps: 6 },
    ]);
    const deleted = await call('DELETE', `user/training/sets/${setId}/1`, client.token);
    expect(deleted.statusCode).toBe(204);
    expect(await rowsOf(client.private.id)).toEqual([]);
  });

  it('refuses a set not prescribed and metrics outside the exercise’s category', async () => {
    const { client, setId } = await dayWithClient();
    const beyond = await putSet(t, client.token, setId, 2, { reps: 5 });
    expect(beyond.statusCode).toBe(422);
    expect(errorsOf(beyond).set_index).toEqual([m.noSuchSet]);
    const foreign = await putSet(t, client.token, setId, 0, { reps: 5, distance: 400 });
    expect(foreign.statusCode).toBe(422);
    expect(errorsOf(foreign).values).toEqual([exerciseMessages.metricsOutside('strength')]);
    expect(await rowsOf(client.private.id)).toEqual([]);
  });

  it('refuses a day not open yet and a program whose training is paused', async () => {
    const ahead = await dayWithClient('2030-03-09', { visibility_days: 2 });
    const early = await putSet(t, ahead.client.token, ahead.setId, 0, { reps: 5 });
    expect(early.statusCode).toBe(422);
    expect(errorsOf(early).base).toEqual([m.notVisibleYet]);
    const paused = await dayWithClient();
    await t.database.db
      .update(planMemberships)
      .set({ state: 'past_due' })
      .where(eq(planMemberships.id, paused.membership.id));
    const refused = await putSet(t, paused.client.token, paused.setId, 0, { reps: 5 });
    expect(refused.statusCode).toBe(422);
    expect(errorsOf(refused).base).toEqual([m.notFlowing]);
  });
});

describe('personal records', () => {
  it('marks a set that beats the client’s earlier results, and lists them in the history', async () => {
    const { plan, days: saved } = await programWith(
      t,
      coach,
      { plan_type: 'one_many' },
      ['2030-03-02', '2030-03-03', '2030-03-04'].map((date) => ({
        key: { date },
        blocks: [
          trainingBlock(squatId, 1),
          {
            kind: 'training',
            exercises: [{ exercise_id: rowingId, sets: [{ distance: { min: 500 } }] }],
          },
        ],
      })),
    );
    const client = await newClient(t);
    await follow(t, plan, coach, client);
    const [one, two, three] = saved.map(blockExercisesOf);
    const first = await putSet(t, client.token, one![0]!, 0, { weight_kg: 100, reps: 5 });
    expect(first.json<PerformedSet>().records).toEqual([]);
    const heavier = await putSet(t, client.token, two![0]!, 0, { weight_kg: 110, reps: 3 });
    expect(heavier.json<PerformedSet>().records).toEqual(['heaviest_load']);
    const moreReps = await putSet(t, client.token, three![0]!, 0, { weight_kg: 100, reps: 6 });
    expect(moreReps.json<PerformedSet>().records).toEqual(['most_reps_at_load']);
    await putSet(t, client.token, one![1]!, 0, { time: 100, distance: 500 });
    const faster = await putSet(t, client.token, two![1]!, 0, { time: 95, distance: 500 });
    expect(faster.json<PerformedSet>().records).toEqual(['fastest_time']);

    const history = await call('GET', `user/exercises/${squatId}/history`, client.token);
    expect(history.statusCode, history.body).toBe(200);
    const body = history.json<{
      records: { kind: string; value: number }[];
      items: { performed_on: string; plan_title: string }[];
    }>();
    expect(body.records.map((r) => [r.kind, r.value])).toEqual([
      ['heaviest_load', 110],
      ['most_reps_at_load', 6],
    ]);
    expect(body.items.map((i) => i.performed_on)).toEqual([
      '2030-03-04',
      '2030-03-03',
      '2030-03-02',
    ]);
    expect(body.items[0]!.plan_title).toBe('Tracked');
  });
});

describe('an exercise’s history', () => {
  it('pages the client’s days with results, 20 a page, latest first', async () => {
    const dates = Array.from({ length: 25 }, (_, i) => `2030-02-${String(i + 1).padStart(2, '0')}`);
    const { plan, days: saved } = await programWith(
      t,
      coach,
      { plan_type: 'one_many' },
      dates.map((date) => ({ key: { date }, blocks: [trainingBlock(squatId, 1)] })),
    );
    const client = await newClient(t);
    await follow(t, plan, coach, client);
    for (const [i, day] of saved.entries()) {
      const logged = await putSet(t, client.token, blockExercisesOf(day)[0]!, 0, { reps: i + 1 });
      expect(logged.statusCode, logged.body).toBe(200);
    }
    const page = async (n: number) => {
      const response = await call(
        'GET',
        `user/exercises/${squatId}/history?page=${n}`,
        client.token,
      );
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{
        items: { performed_on: string }[];
        pagination: { page: number; total_pages: number };
      }>();
    };
    const first = await page(1);
    expect(first.items).toHaveLength(20);
    expect(first.items[0]!.performed_on).toBe('2030-02-25');
    expect(first.pagination).toEqual({ page: 1, total_pages: 2 });
    const second = await page(2);
    expect(second.items.map((i) => i.performed_on)).toEqual([
      '2030-02-05',
      '2030-02-04',
      '2030-02-03',
      '2030-02-02',
      '2030-02-01',
    ]);
    // Another client sees none of these results.
    const other = await newClient(t);
    const theirs = await call('GET', `user/exercises/${squatId}/history`, other.token);
    expect(theirs.json<{ items: unknown[] }>().items).toEqual([]);
  });
});

describe('blocks and days done, macros and bodyweight', () => {
  it('marks a day done with its blocks; undone takes back the day only', async () => {
    const { day, client } = await dayWithClient();
    const done = await call('PUT', `user/training/days/${day.id}/done`, client.token, {
      done: true,
    });
    expect(done.statusCode, done.body).toBe(200);
    const blocks = () =>
      t.database.db
        .select()
        .from(blockCompletions)
        .where(eq(blockCompletions.userId, client.private.id));
    expect(await blocks()).toHaveLength(2);
    const read = await days(t, client.token, '2030-03-04', '2030-03-04');
    expect(read.days[0]!.entries[0]).toMatchObject({ done: true, completion: 'all' });
    await call('PUT', `user/training/days/${day.id}/done`, client.token, { done: false });
    const marks = await t.database.db
      .select()
      .from(dayCompletions)
      .where(and(eq(dayCompletions.userId, client.private.id), eq(dayCompletions.dayId, day.id)));
    expect(marks).toEqual([]);
    expect(await blocks()).toHaveLength(2);
    const undone = await call(
      'PUT',
      `user/training/blocks/${day.blocks[0]!.id}/done`,
      client.token,
      {
        done: false,
      },
    );
    expect(undone.json()).toEqual({ block_id: day.blocks[0]!.id, done: false });
    expect(await blocks()).toHaveLength(1);
  });

  it('logs macros against a macros block only, and keeps the bodyweight', async () => {
    const { day, client } = await dayWithClient();
    const [training, macros] = day.blocks;
    const logged = await call('PUT', `user/training/blocks/${macros!.id}/macros`, client.token, {
      protein: 140,
      carbs: 210,
      fat: 55,
    });
    expect(logged.statusCode, logged.body).toBe(200);
    expect(logged.json()).toMatchObject({ protein: 140, calories: 140 * 4 + 210 * 4 + 55 * 9 });
    const wrong = await call('PUT', `user/training/blocks/${training!.id}/macros`, client.token, {
      protein: 1,
      carbs: 1,
      fat: 1,
    });
    expect(wrong.statusCode).toBe(422);
    expect(errorsOf(wrong).block_id).toEqual([m.macrosOnly]);
    const weight = await call('PUT', 'user/bodyweight', client.token, { bodyweight_kg: 82.5 });
    expect(weight.json()).toEqual({ bodyweight_kg: 82.5 });
    const [person] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.id, client.private.id));
    expect(person!.bodyweightKg).toBe(82.5);
    const read = await days(t, client.token, '2030-03-04', '2030-03-04');
    expect(read.bodyweight_kg).toBe(82.5);
    expect(read.days[0]!.entries[0]!.blocks[1]!.macros_log).toMatchObject({
      carbs: 210,
      calories: 140 * 4 + 210 * 4 + 55 * 9,
    });
    // Grams in tenths: the calendar (its JSON written in SQL) counts the calories as the log does.
    const tenths = { protein: 33.3, carbs: 20.1, fat: 7.7 };
    const relogged = await call(
      'PUT',
      `user/training/blocks/${macros!.id}/macros`,
      client.token,
      tenths,
    );
    expect(relogged.json()).toMatchObject({ ...tenths, calories: caloriesOf(tenths) });
    const reread = await days(t, client.token, '2030-03-04', '2030-03-04');
    expect(reread.days[0]!.entries[0]!.blocks[1]!.macros_log).toMatchObject({
      ...tenths,
      calories: caloriesOf(tenths),
    });
  });
});

describe('moving a Fixed Length day', () => {
  it('puts the day on its new date, and back, within the program from today', async () => {
    const { plan, days: saved } = await programWith(
      t,
      coach,
      { plan_type: 'fixed', length_weeks: 2 },
      [{ key: { week: 1, day: 6 }, blocks: [trainingBlock(squatId, 1, 'Saturday')] }],
    );
    const client = await newClient(t);
    const membership = await follow(t, plan, coach, client, 'active', '2030-03-01');
    const dayId = saved[0]!.id;
    const move = (date: string) =>
      call('PUT', `user/training/days/${dayId}/move`, client.token, { date });
    // Week 1 Day 6 is 6 March for a start on 1 March.
    const moved = await move('2030-03-08');
    expect(moved.statusCode, moved.body).toBe(200);
    const calendar = await days(t, client.token, '2030-03-05', '2030-03-11');
    expect(calendar.days.map((d) => [d.date, d.entries[0]!.moved])).toEqual([['2030-03-08', true]]);
    // Read on its new date alone, away from its own.
    const onNewDate = await days(t, client.token, '2030-03-08', '2030-03-08');
    expect(onNewDate.days[0]!.entries.map((e) => e.day_id)).toEqual([dayId]);
    // A result logged on it is on the client's new date.
    const logged = await putSet(t, client.token, blockExercisesOf(saved[0]!)[0]!, 0, { reps: 5 });
    expect(logged.json<PerformedSet>().performed_on).toBe('2030-03-08');

    expect(errorsOf(await move('2030-03-04')).date).toEqual([
      m.moveDate('2030-03-05', '2030-03-14'),
    ]);
    expect((await move('2030-03-15')).statusCode).toBe(422);
    expect((await move('2030-03-06')).statusCode).toBe(200);
    expect(
      await t.database.db
        .select()
        .from(membershipDayMoves)
        .where(eq(membershipDayMoves.membershipId, membership.id)),
    ).toEqual([]);
  });

  it('moves only Fixed Length days', async () => {
    const { day, client } = await dayWithClient();
    const refused = await call('PUT', `user/training/days/${day.id}/move`, client.token, {
      date: '2030-03-06',
    });
    expect(refused.statusCode).toBe(422);
    expect(errorsOf(refused).base).toEqual([m.moveFixedOnly]);
  });
});

describe('whose training it is', () => {
  it('never shows a client another client’s results, nor lets them log on a program they do not follow', async () => {
    const { plan, client, setId, day } = await dayWithClient();
    await putSet(t, client.token, setId, 0, { reps: 5 });
    const classmate = await newClient(t);
    await follow(t, plan, coach, classmate);
    const theirs = await days(t, classmate.token, '2030-03-04', '2030-03-04');
    expect(theirs.days[0]!.entries[0]!.blocks[0]!.performed).toEqual([]);
    expect(theirs.days[0]!.entries[0]!.day_id).toBe(day.id);

    const stranger = await newClient(t);
    const refused = await putSet(t, stranger.token, setId, 0, { reps: 5 });
    expect(refused.statusCode).toBe(404);
    expect(refused.json<{ errors: { base: string[] } }>().errors.base).toEqual([m.notYours]);
    const strangerDone = await call('PUT', `user/training/days/${day.id}/done`, stranger.token, {
      done: true,
    });
    expect(strangerDone.statusCode).toBe(404);
    expect(await rowsOf(stranger.private.id)).toEqual([]);
  });

  it('keeps a 1-2-1 client to their own calendar', async () => {
    const owner = await newClient(t);
    const other = await newClient(t);
    const { plan } = await programWith(t, coach, { plan_type: 'individual' }, []);
    await follow(t, plan, coach, owner);
    await follow(t, plan, coach, other);
    const saved = await call('PUT', `coach/plans/${plan.id}/schedule`, coach.token, {
      client_id: owner.private.id,
      days: [{ key: { date: '2030-03-04' }, version: 0, blocks: [trainingBlock(squatId, 1)] }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const setId = saved.json<{ days: { blocks: { exercises: { id: number }[] }[] }[] }>().days[0]!
      .blocks[0]!.exercises[0]!.id;
    expect((await putSet(t, other.token, setId, 0, { reps: 3 })).statusCode).toBe(404);
    expect((await putSet(t, owner.token, setId, 0, { reps: 3 })).statusCode).toBe(200);
    expect((await days(t, other.token, '2030-03-04', '2030-03-04')).days).toEqual([]);
  });

  it('keeps on past days the blocks a client recorded on, after their tracks change', async () => {
    const { plan } = await programWith(
      t,
      coach,
      { plan_type: 'one_many', tracks: [{ name: 'Main' }, { name: 'Engine' }] },
      [],
    );
    const [main, engine] = plan.tracks;
    const saved = await call('PUT', `coach/plans/${plan.id}/schedule`, coach.token, {
      days: [
        {
          key: { date: '2030-03-04' },
          version: 0,
          blocks: [
            { ...trainingBlock(squatId, 1, 'Everyone'), track_id: main!.id },
            { ...trainingBlock(squatId, 1, 'Engine A'), track_id: engine!.id },
            { ...trainingBlock(squatId, 1, 'Engine B'), track_id: engine!.id },
          ],
        },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const engineA = saved.json<{ days: ScheduleDay[] }>().days[0]!.blocks[1]!;
    const client = await newClient(t);
    const membership = await follow(t, plan, coach, client);
    const choose = (trackId: number) =>
      call('PUT', `coach/plans/${plan.id}/clients/${membership.id}/tracks`, coach.token, {
        track_ids: [trackId],
      });
    expect((await choose(engine!.id)).statusCode).toBe(200);
    const logged = await putSet(t, client.token, engineA.exercises[0]!.id, 0, { reps: 5 });
    expect(logged.statusCode, logged.body).toBe(200);
    expect((await choose(main!.id)).statusCode).toBe(200);
    const read = await days(t, client.token, '2030-03-04', '2030-03-04');
    expect(read.days[0]!.entries[0]!.blocks.map((b) => b.title)).toEqual(['Everyone', 'Engine A']);
    // The result can still be corrected.
    const again = await putSet(t, client.token, engineA.exercises[0]!.id, 0, { reps: 6 });
    expect(again.statusCode, again.body).toBe(200);
  });
});
