import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProgramClientRow } from '@forma/contract/clients/clients.schemas';
import type { Track } from '@forma/contract/programs/programs.schemas';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  api,
  errorsOf,
  joinAccount,
  newClient,
  newCoach,
  publishedPlan,
  setPlan,
  type Session,
} from '../../../test/programs-helpers.ts';
import { planMemberships } from '../purchase/purchase.tables.ts';
import { membershipTracks } from '../training/client-tracks.tables.ts';

let t: TestApp;
let call: ReturnType<typeof api>;
let coach: Session;
let teamCoach: Session;
let otherCoach: Session;
let client: Session;

beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
  coach = await newCoach(t);
  teamCoach = await newCoach(t);
  await joinAccount(t, teamCoach, coach.current.id);
  otherCoach = await newCoach(t);
  client = await newClient(t);
});
afterAll(async () => {
  await t.close();
});

/** A published program of `coach` with tracks `names` (the first is the default track). */
async function programWithTracks(names: string[], owner = coach) {
  const plan = await publishedPlan(t, owner.token);
  const tracks: Track[] = [];
  for (const name of names) {
    const response = await call('POST', `coach/plans/${plan.id}/tracks`, owner.token, {
      track: { name },
    });
    expect(response.statusCode, response.body).toBe(201);
    tracks.push(response.json<Track>());
  }
  return { plan, tracks };
}

/** `person` as an active client of the program. */
async function member(planId: number, accountId: number, person = client) {
  const [row] = await t.database.db
    .insert(planMemberships)
    .values({
      planId,
      accountId,
      userId: person.private.id,
      state: 'active',
      startDate: '2030-01-01',
      applied: true,
    })
    .returning({ id: planMemberships.id });
  return row!.id;
}

const putTracks = (planId: number, membershipId: number, trackIds: number[], token = coach.token) =>
  call('PUT', `coach/plans/${planId}/clients/${membershipId}/tracks`, token, {
    track_ids: trackIds,
  });

const storedTracks = async (membershipId: number) =>
  (
    await t.database.db
      .select({ trackId: membershipTracks.trackId })
      .from(membershipTracks)
      .where(eq(membershipTracks.membershipId, membershipId))
  )
    .map((row) => row.trackId)
    .sort((a, b) => a - b);

describe("a client's tracks (spec 2.3, 4.8)", () => {
  it('puts a client on tracks from the program clients list, and back on the default track', async () => {
    const { plan, tracks } = await programWithTracks(['Strength', 'Conditioning', 'Mobility']);
    const [, conditioning, mobility] = tracks;
    const membershipId = await member(plan.id, coach.current.id);

    const list = async () =>
      (await call('GET', `coach/plans/${plan.id}/clients?list=active`, coach.token)).json<{
        items: ProgramClientRow[];
      }>().items;
    // A client on no chosen track follows the default one.
    expect((await list()).map((row) => row.track_ids)).toEqual([[]]);

    const chosen = await putTracks(plan.id, membershipId, [
      mobility!.id,
      conditioning!.id,
      mobility!.id,
    ]);
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json<ProgramClientRow>().track_ids).toEqual([conditioning!.id, mobility!.id]);
    expect(await storedTracks(membershipId)).toEqual([conditioning!.id, mobility!.id]);
    expect((await list()).map((row) => row.track_ids)).toEqual([[conditioning!.id, mobility!.id]]);

    const back = await putTracks(plan.id, membershipId, []);
    expect(back.json<ProgramClientRow>().track_ids).toEqual([]);
    expect(await storedTracks(membershipId)).toEqual([]);
  });

  it('refuses a track of another program and an archived one, keeping one archived since', async () => {
    const { plan, tracks } = await programWithTracks(['Strength', 'Conditioning', 'Mobility']);
    const [, conditioning, mobility] = tracks;
    const other = await programWithTracks(['Elsewhere']);
    const membershipId = await member(plan.id, coach.current.id);

    const foreign = await putTracks(plan.id, membershipId, [other.tracks[0]!.id]);
    expect(foreign.statusCode).toBe(422);
    expect(errorsOf(foreign)).toEqual({
      track_ids: ['This track does not belong to the program.'],
    });

    await putTracks(plan.id, membershipId, [conditioning!.id]);
    for (const track of [conditioning!, mobility!]) {
      const archived = await call(
        'PUT',
        `coach/plans/${plan.id}/tracks/${track.id}/archive`,
        coach.token,
      );
      expect(archived.statusCode).toBe(200);
    }
    const onArchived = await putTracks(plan.id, membershipId, [conditioning!.id, mobility!.id]);
    expect(onArchived.statusCode).toBe(422);
    expect(errorsOf(onArchived)).toEqual({
      track_ids: ['This track is archived. Restore it before putting clients on it.'],
    });
    expect(await storedTracks(membershipId)).toEqual([conditioning!.id]);

    // The track the client was on before it was archived may stay (it comes back if restored).
    const kept = await putTracks(plan.id, membershipId, [conditioning!.id, tracks[0]!.id]);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(await storedTracks(membershipId)).toEqual([tracks[0]!.id, conditioning!.id].sort());
  });

  it('answers 404 for a membership of another program and 422 for bad ids', async () => {
    const { plan, tracks } = await programWithTracks(['Strength', 'Conditioning']);
    const other = await programWithTracks(['Other']);
    const elsewhere = await member(other.plan.id, coach.current.id);
    expect((await putTracks(plan.id, elsewhere, [tracks[0]!.id])).statusCode).toBe(404);
    const membershipId = await member(plan.id, coach.current.id);
    const bad = await call(
      'PUT',
      `coach/plans/${plan.id}/clients/${membershipId}/tracks`,
      coach.token,
      {
        track_ids: ['x'],
      },
    );
    expect(bad.statusCode).toBe(422);
    expect(errorsOf(bad)).toHaveProperty(['track_ids.0']);
  });

  it('needs PROFESSIONAL: on FREE the access-restricted answer, nothing written', async () => {
    const free = await newCoach(t);
    const { plan, tracks } = await programWithTracks(['Strength', 'Conditioning'], free);
    const membershipId = await member(plan.id, free.current.id);
    await setPlan(t, free.current.id, 'free');
    const refused = await putTracks(plan.id, membershipId, [tracks[1]!.id], free.token);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      errors: { base: ['Multiple tracks need the PROFESSIONAL plan.'] },
      restricted: 'tracks',
    });
    expect(await storedTracks(membershipId)).toEqual([]);
  });

  it('is for the coaches of the program only (authorization matrix)', async () => {
    const { plan, tracks } = await programWithTracks(['Strength', 'Conditioning']);
    const membershipId = await member(plan.id, coach.current.id);
    const answer = async (token: string | null) =>
      (await putTracks(plan.id, membershipId, [tracks[1]!.id], token as string)).statusCode;
    expect(await answer(coach.token)).toBe(200);
    expect(await answer(teamCoach.token)).toBe(200);
    expect(await answer(otherCoach.token)).toBe(404);
    expect(await answer(client.token)).toBe(403);
    expect(await answer(null)).toBe(401);
    await setPlan(t, coach.current.id, 'blocked');
    try {
      expect(await answer(coach.token)).toBe(406);
    } finally {
      await setPlan(t, coach.current.id, 'pro');
    }
    expect(await storedTracks(membershipId)).toEqual([tracks[1]!.id]);
  });
});
