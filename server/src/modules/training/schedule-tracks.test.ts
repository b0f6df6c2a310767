import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CoachPlan } from '@forma/contract/programs/programs.schemas';
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
import { membershipTracks } from './client-tracks.tables.ts';
import { findPlan } from '../programs/programs.repository.ts';
import { planMemberships } from '../purchase/purchase.tables.ts';
import { chosenTracksOfMembership } from './client-tracks.ts';
import { readClientDay, readClientDays, type ProgramClient } from './client-days.ts';
import { scheduleDays } from './training.tables.ts';

let t: TestApp;
let call: ReturnType<typeof api>;
let coach: Session;

beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
  coach = await newCoach(t, 'pro');
});
afterAll(async () => {
  await t.close();
});

/** A program of `type` with tracks Main (the default), Strength and Conditioning. */
async function program(type = 'one_many') {
  const plan = await createPlan(t, coach.token, {
    plan_type: type,
    tracks: [{ name: 'Main' }, { name: 'Strength' }, { name: 'Conditioning' }],
  });
  const [main, strength, conditioning] = plan.tracks.map((track) => track.id);
  return { plan, main: main!, strength: strength!, conditioning: conditioning! };
}

const challengeOn = (title: string, trackId: number | null, id?: number) => ({
  ...(id ? { id } : {}),
  kind: 'challenge',
  track_id: trackId,
  challenge: { name: title, score_type: 'time', description: '' },
});

async function save(planId: number, days: unknown[], clientId?: number) {
  return call('PUT', `coach/plans/${planId}/schedule`, coach.token, {
    ...(clientId ? { client_id: clientId } : {}),
    days,
  });
}

const daysOf = (response: { json: () => unknown }) =>
  (response.json() as { days: ScheduleDay[] }).days;

const archive = async (planId: number, trackId: number) => {
  const response = await call(
    'PUT',
    `coach/plans/${planId}/tracks/${trackId}/archive`,
    coach.token,
  );
  expect(response.statusCode, response.body).toBe(200);
};

describe("a block's track in the builder (spec 2.3, 4.8)", () => {
  it('puts each block on the track named, or on the default track', async () => {
    const { plan, main, strength } = await program();
    const saved = await save(plan.id, [
      {
        key: { date: '2026-03-02' },
        version: 0,
        blocks: [challengeOn('Squat day', strength), challengeOn('Everyone', null)],
      },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(daysOf(saved)[0]!.blocks.map((b) => [b.challenge!.name, b.track_id])).toEqual([
      ['Squat day', strength],
      ['Everyone', main],
    ]);
  });

  it("refuses another program's track and an archived track, writing nothing", async () => {
    const { plan, conditioning } = await program();
    const other = await program();
    await archive(plan.id, conditioning);

    const foreign = await save(plan.id, [
      {
        key: { date: '2026-03-03' },
        version: 0,
        blocks: [challengeOn('Elsewhere', other.strength)],
      },
    ]);
    expect(foreign.statusCode).toBe(422);
    expect(errorsOf(foreign)).toEqual({
      track_id: ['This track does not belong to the program.'],
    });
    const archived = await save(plan.id, [
      { key: { date: '2026-03-03' }, version: 0, blocks: [challengeOn('Gone', conditioning)] },
    ]);
    expect(archived.statusCode).toBe(422);
    expect(errorsOf(archived)).toEqual({
      track_id: ['This track is archived. Restore it before adding blocks to it.'],
    });
    const days = await t.database.db
      .select()
      .from(scheduleDays)
      .where(eq(scheduleDays.planId, plan.id));
    expect(days).toEqual([]);
  });

  it('saves again a day whose block is on a track archived since, and keeps it there', async () => {
    const { plan, main, strength, conditioning } = await program();
    const first = await save(plan.id, [
      {
        key: { date: '2026-03-04' },
        version: 0,
        blocks: [challengeOn('Intervals', conditioning), challengeOn('Squats', strength)],
      },
    ]);
    const [intervals, squats] = daysOf(first)[0]!.blocks;
    await archive(plan.id, conditioning);

    const again = await save(plan.id, [
      {
        key: { date: '2026-03-04' },
        version: 1,
        blocks: [
          challengeOn('Intervals', conditioning, intervals!.id),
          challengeOn('Squats', strength, squats!.id),
          challengeOn('Added', main),
        ],
      },
    ]);
    expect(again.statusCode, again.body).toBe(200);
    expect(daysOf(again)[0]!.blocks.map((b) => b.track_id)).toEqual([conditioning, strength, main]);

    // Moving a block onto the archived track is refused.
    const moved = await save(plan.id, [
      {
        key: { date: '2026-03-04' },
        version: 2,
        blocks: [challengeOn('Squats', conditioning, squats!.id)],
      },
    ]);
    expect(moved.statusCode).toBe(422);
    expect(errorsOf(moved).track_id).toEqual([
      'This track is archived. Restore it before adding blocks to it.',
    ]);
  });
});

describe('the blocks a client sees on a day (spec 4.8)', () => {
  const today = '2026-06-10';

  async function memberOf(plan: CoachPlan, tracks: number[], startDate = '2026-06-01') {
    const person = await newClient(t);
    const [row] = await t.database.db
      .insert(planMemberships)
      .values({
        planId: plan.id,
        accountId: coach.current.id,
        userId: person.private.id,
        state: 'active',
        startDate,
        applied: true,
      })
      .returning({ id: planMemberships.id });
    if (tracks.length) {
      await t.database.db
        .insert(membershipTracks)
        .values(tracks.map((trackId) => ({ membershipId: row!.id, trackId })));
    }
    const chosenTrackIds = await chosenTracksOfMembership(t.database.db, row!.id);
    return { membershipId: row!.id, userId: person.private.id, startDate, chosenTrackIds };
  }

  const seen = async (plan: CoachPlan, client: ProgramClient, from: string, to = from) => {
    const row = (await findPlan(t.database.db, plan.id))!;
    const days = await readClientDays(t.database.db, row, client, { from, to }, today);
    return Object.fromEntries(
      days.map(({ day, blocks }) => [
        day.onDate ?? day.dayIndex,
        blocks.map(({ block }) => block.challenge!.name),
      ]),
    );
  };

  it('shows their tracks, the default one when none is chosen; archived tracks only in the past', async () => {
    const { plan, main, strength, conditioning } = await program();
    const everyTrack = [
      challengeOn('Main', main),
      challengeOn('Strength', strength),
      challengeOn('Cond', conditioning),
    ];
    const saved = await save(
      plan.id,
      ['2026-06-09', today, '2026-06-11'].map((date) => ({
        key: { date },
        version: 0,
        blocks: everyTrack,
      })),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const onDefault = await memberOf(plan, []);
    const onTwo = await memberOf(plan, [strength, conditioning]);

    expect(await seen(plan, onDefault, '2026-06-09', '2026-06-11')).toEqual({
      '2026-06-09': ['Main'],
      [today]: ['Main'],
      '2026-06-11': ['Main'],
    });
    expect(await seen(plan, onTwo, '2026-06-09', '2026-06-11')).toEqual({
      '2026-06-09': ['Strength', 'Cond'],
      [today]: ['Strength', 'Cond'],
      '2026-06-11': ['Strength', 'Cond'],
    });

    // Archived: gone from today on, kept in the client's past.
    await archive(plan.id, conditioning);
    expect(await seen(plan, onTwo, '2026-06-09', '2026-06-11')).toEqual({
      '2026-06-09': ['Strength', 'Cond'],
      [today]: ['Strength'],
      '2026-06-11': ['Strength'],
    });
    // Every chosen track archived: the default track from today on, their own in the past.
    await archive(plan.id, strength);
    expect(await seen(plan, onTwo, '2026-06-09', '2026-06-11')).toEqual({
      '2026-06-09': ['Main', 'Strength', 'Cond'],
      [today]: ['Main'],
      '2026-06-11': ['Main'],
    });
    // Restored: the client is back on it.
    await call('PUT', `coach/plans/${plan.id}/tracks/${strength}/restore`, coach.token);
    const row = (await findPlan(t.database.db, plan.id))!;
    const day = await readClientDay(t.database.db, row, onTwo, '2026-06-11', today);
    expect(day!.blocks.map(({ block }) => block.challenge!.name)).toEqual(['Strength']);
    expect(await readClientDay(t.database.db, row, onTwo, '2026-06-12', today)).toBeNull();
  });

  it('places the weeks of a Session 1 Day 1 program from the client’s start date', async () => {
    const { plan, main, conditioning } = await program('membership');
    const blocks = [challengeOn('Main', main), challengeOn('Cond', conditioning)];
    const saved = await save(
      plan.id,
      [1, 2, 4].map((day) => ({ key: { week: 1, day }, version: 0, blocks })),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    await archive(plan.id, conditioning);
    // Week 1 Day 1 is 8 June: Day 2 is yesterday, Day 4 tomorrow.
    const client = await memberOf(plan, [conditioning], '2026-06-08');
    expect(await seen(plan, client, '2026-06-01', '2026-06-30')).toEqual({
      0: ['Main', 'Cond'],
      1: ['Main', 'Cond'],
      3: ['Main'],
    });
    expect(await seen(plan, client, '2026-06-11', '2026-06-11')).toEqual({ 3: ['Main'] });
    const notStarted = { ...client, startDate: null };
    expect(await seen(plan, notStarted, '2026-06-01', '2026-06-30')).toEqual({});
  });

  it("reads a 1-2-1 client's own calendar", async () => {
    const { plan, main } = await program('individual');
    const client = await memberOf(plan, []);
    const other = await memberOf(plan, []);
    const day = (title: string) => [
      { key: { date: today }, version: 0, blocks: [challengeOn(title, main)] },
    ];
    expect((await save(plan.id, day('Theirs'), client.userId)).statusCode).toBe(200);
    expect((await save(plan.id, day('Not theirs'), other.userId)).statusCode).toBe(200);
    expect(await seen(plan, client, today)).toEqual({ [today]: ['Theirs'] });
  });
});
