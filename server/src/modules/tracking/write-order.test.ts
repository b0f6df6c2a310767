import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { api, newClient, newCoach, type Session } from '../../../test/programs-helpers.ts';
import {
  blockExercisesOf,
  follow,
  macrosBlock,
  NOW,
  programWith,
  squat,
  trainingBlock,
} from '../../../test/tracking-helpers.ts';
import { setNow } from '../../platform/clock.ts';
import { blockCompletions, macroLogs, performedSets } from './tracking.tables.ts';

/**
 * The offline queue replays writes late: each carries `recorded_at`, when the client typed it,
 * and a write older than the one the server holds for the same thing changes nothing (it still
 * succeeds, answering what the server holds, so the device's queue drains).
 */

let t: TestApp;
let call: ReturnType<typeof api>;
let coach: Session;
let squatId: number;

/** Instants before the tests' NOW (10:00), as a phone would stamp them. */
const EARLIER = '2030-03-05T09:50:00.000Z';
const LATER = '2030-03-05T09:55:00.000Z';

beforeAll(async () => {
  setNow(NOW);
  t = await createTestApp();
  call = api(t);
  coach = await newCoach(t, 'pro');
  squatId = await squat(t);
});
beforeEach(() => setNow(NOW));
afterAll(async () => {
  await t.close();
});

async function dayWithClient() {
  const { plan, days: saved } = await programWith(t, coach, { plan_type: 'one_many' }, [
    { key: { date: '2030-03-04' }, blocks: [trainingBlock(squatId, 2), macrosBlock] },
  ]);
  const client = await newClient(t);
  await follow(t, plan, coach, client);
  const day = saved[0]!;
  return { day, client, setId: blockExercisesOf(day)[0]! };
}

const setRows = (userId: number) =>
  t.database.db
    .select({ values: performedSets.values })
    .from(performedSets)
    .where(eq(performedSets.userId, userId));

const saveSet = (token: string, setId: number, reps: number, recordedAt?: string) =>
  call('PUT', `user/training/sets/${setId}/0`, token, {
    values: { reps },
    ...(recordedAt ? { recorded_at: recordedAt } : {}),
  });

describe('writes replayed out of order', () => {
  it('keeps the newer set result when an older one arrives after it', async () => {
    const { client, setId } = await dayWithClient();
    const newer = await saveSet(client.token, setId, 8, LATER);
    expect(newer.statusCode, newer.body).toBe(200);

    const older = await saveSet(client.token, setId, 5, EARLIER);
    expect(older.statusCode, older.body).toBe(200);
    expect(older.json()).toMatchObject({ values: { reps: 8 } });
    expect(await setRows(client.private.id)).toEqual([{ values: { reps: 8 } }]);
  });

  it('applies a newer set result over an older one', async () => {
    const { client, setId } = await dayWithClient();
    await saveSet(client.token, setId, 5, EARLIER);
    const newer = await saveSet(client.token, setId, 8, LATER);
    expect(newer.json()).toMatchObject({ values: { reps: 8 } });
    expect(await setRows(client.private.id)).toEqual([{ values: { reps: 8 } }]);
  });

  it('keeps a set cleared later cleared when the older result arrives after', async () => {
    const { client, setId } = await dayWithClient();
    await saveSet(client.token, setId, 5, EARLIER);
    const cleared = await call(
      'DELETE',
      `user/training/sets/${setId}/0?recorded_at=${encodeURIComponent(LATER)}`,
      client.token,
    );
    expect(cleared.statusCode, cleared.body).toBe(204);

    const older = await saveSet(client.token, setId, 5, EARLIER);
    expect(older.statusCode, older.body).toBe(200);
    expect(older.json()).toBeNull();
    expect(await setRows(client.private.id)).toEqual([]);
  });

  it('does not take back a set result typed after the clearing that arrives late', async () => {
    const { client, setId } = await dayWithClient();
    await saveSet(client.token, setId, 8, LATER);
    const older = await call(
      'DELETE',
      `user/training/sets/${setId}/0?recorded_at=${encodeURIComponent(EARLIER)}`,
      client.token,
    );
    expect(older.statusCode, older.body).toBe(204);
    expect(await setRows(client.private.id)).toEqual([{ values: { reps: 8 } }]);
  });

  it('keeps a block undone later undone when the older “done” arrives after', async () => {
    const { client, day } = await dayWithClient();
    const blockId = day.blocks[0]!.id;
    const url = `user/training/blocks/${blockId}/done`;
    await call('PUT', url, client.token, { done: false, recorded_at: LATER });
    const older = await call('PUT', url, client.token, { done: true, recorded_at: EARLIER });
    expect(older.statusCode, older.body).toBe(200);
    expect(older.json()).toEqual({ block_id: blockId, done: false });
    const marks = await t.database.db
      .select()
      .from(blockCompletions)
      .where(and(eq(blockCompletions.userId, client.private.id)));
    expect(marks).toEqual([]);
  });

  it('keeps a block undone after the day was marked done earlier and replayed late', async () => {
    const { client, day } = await dayWithClient();
    const [training, macros] = day.blocks;
    await call('PUT', `user/training/blocks/${training!.id}/done`, client.token, {
      done: false,
      recorded_at: LATER,
    });
    const dayDone = await call('PUT', `user/training/days/${day.id}/done`, client.token, {
      done: true,
      recorded_at: EARLIER,
    });
    expect(dayDone.statusCode, dayDone.body).toBe(200);
    const marks = await t.database.db
      .select({ blockId: blockCompletions.blockId })
      .from(blockCompletions)
      .where(eq(blockCompletions.userId, client.private.id));
    expect(marks).toEqual([{ blockId: macros!.id }]);
  });

  it('keeps the newer macros when older ones arrive after them', async () => {
    const { client, day } = await dayWithClient();
    const url = `user/training/blocks/${day.blocks[1]!.id}/macros`;
    await call('PUT', url, client.token, { protein: 150, carbs: 200, fat: 60, recorded_at: LATER });
    const older = await call('PUT', url, client.token, {
      protein: 90,
      carbs: 100,
      fat: 30,
      recorded_at: EARLIER,
    });
    expect(older.statusCode, older.body).toBe(200);
    expect(older.json()).toMatchObject({ protein: 150, carbs: 200, fat: 60 });
    const [log] = await t.database.db
      .select({ protein: macroLogs.protein })
      .from(macroLogs)
      .where(eq(macroLogs.userId, client.private.id));
    expect(log).toEqual({ protein: 150 });
  });

  it('counts a stamp from a clock ahead of the server as the server’s now', async () => {
    const { client, setId } = await dayWithClient();
    // A phone whose clock runs a day ahead logs first...
    await saveSet(client.token, setId, 5, '2030-03-06T10:00:00.000Z');
    // ...and the same person's other phone, on time, corrects it a minute later.
    setNow(new Date(NOW.getTime() + 60_000));
    const corrected = await saveSet(client.token, setId, 8, '2030-03-05T10:01:00.000Z');
    expect(corrected.json()).toMatchObject({ values: { reps: 8 } });
    expect(await setRows(client.private.id)).toEqual([{ values: { reps: 8 } }]);
  });

  it('stamps a write that carries no stamp (an app not yet updated) with the server’s now', async () => {
    const { client, setId } = await dayWithClient();
    await saveSet(client.token, setId, 5);
    const older = await saveSet(client.token, setId, 3, EARLIER);
    expect(older.json()).toMatchObject({ values: { reps: 5 } });
    expect(await setRows(client.private.id)).toEqual([{ values: { reps: 5 } }]);
  });

  it('refuses a stamp that is not an instant, changing nothing', async () => {
    const { client, setId } = await dayWithClient();
    const bad = await saveSet(client.token, setId, 5, 'yesterday');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.recorded_at).toHaveLength(1);
    expect(await setRows(client.private.id)).toEqual([]);
  });
});
