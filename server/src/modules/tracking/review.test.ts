import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReviewDay } from '@forma/contract/tracking/calendar.schemas';
import type { Feedback } from '@forma/contract/tracking/results.schemas';
import type { ScheduleDay } from '@forma/contract/training/schedule.schemas';
import type { Track } from '@forma/contract/programs/programs.schemas';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  api,
  newClient,
  newCoach,
  publishedPlan,
  type Session,
} from '../../../test/programs-helpers.ts';
import {
  daysFromToday,
  follow,
  results,
  todayUtc,
  trainingDay,
} from '../../../test/review-helpers.ts';
import { outboxEvents } from '../../platform/events/outbox.tables.ts';
import { membershipTracks } from '../training/client-tracks.tables.ts';
import { dayFeedback } from './tracking.tables.ts';

let t: TestApp;
let call: ReturnType<typeof api>;
let coach: Session;
let otherCoach: Session;

beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
  coach = await newCoach(t);
  otherCoach = await newCoach(t);
});
afterAll(async () => {
  await t.close();
});

type Counts = { days: { day_id: number; all: number; some: number; none: number }[] };
async function counts(planId: number, range: string, token = coach.token) {
  const response = await call('GET', `coach/plans/${planId}/review?${range}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return new Map(
    response.json<Counts>().days.map(({ day_id, ...rest }) => [day_id, rest] as const),
  );
}

const macros = { kind: 'macros', macros: { mode: 'exact', protein: 150, carbs: 200, fat: 60 } };

describe('the builder shows how many clients completed all, some or none of a day (2.6)', () => {
  let progressive: { id: number; accountId: number };
  let day1: ScheduleDay;
  let day2: ScheduleDay;
  let people: Record<'early' | 'fresh' | 'later' | 'invited' | 'left', Session>;

  beforeAll(async () => {
    const plan = await publishedPlan(t, coach.token, { plan_type: 'membership', title: 'S1D1' });
    progressive = { id: plan.id, accountId: coach.current.id };
    day1 = await trainingDay(t, coach, plan.id, { week: 1, day: 1 });
    day2 = await trainingDay(t, coach, plan.id, { week: 1, day: 2 });
    people = {
      early: await newClient(t),
      fresh: await newClient(t),
      later: await newClient(t),
      invited: await newClient(t),
      left: await newClient(t),
    };
    // Each at their own day: Week 1 Day 1 was yesterday for 'early', is today for 'fresh'.
    await follow(t, progressive, people.early, daysFromToday(-1));
    await follow(t, progressive, people.fresh, todayUtc());
    await follow(t, progressive, people.later, daysFromToday(1), { state: 'scheduled' });
    await follow(t, progressive, people.invited, daysFromToday(-1), { state: 'init' });
    await follow(t, progressive, people.left, daysFromToday(-3), {
      state: 'canceled',
      endDate: daysFromToday(-3),
    });
    await results(t, plan.id, people.early).sets(day1, 2, daysFromToday(-1));
    await results(t, plan.id, people.fresh).sets(day1, 1, todayUtc());
    // An invite that was never taken up counts for nothing, whatever it holds.
    await results(t, plan.id, people.invited).sets(day1, 2, daysFromToday(-1));
  });

  it('counts each client on their own day of a Session 1 Day 1 program, today or past only', async () => {
    const byDay = await counts(progressive.id, 'from_week=1&to_week=1');
    // Day 1: 'early' logged every set, 'fresh' one of two, 'left' (past) nothing.
    expect(byDay.get(day1.id)).toEqual({ all: 1, some: 1, none: 1 });
    // Day 2 is today for 'early' only (tomorrow for 'fresh'; 'left' had gone).
    expect(byDay.get(day2.id)).toEqual({ all: 0, some: 0, none: 1 });
    expect(byDay.size).toBe(2);
  });

  it("shows each due client's results on a day for the Performance Review", async () => {
    const early = people.early;
    const said = await call(
      'POST',
      `user/training/blocks/${day1.blocks[0]!.id}/comments`,
      early.token,
      {
        body: 'Heavy!',
        client_key: randomUUID(),
      },
    );
    expect(said.statusCode, said.body).toBe(201);
    const feedback = await call(
      'PUT',
      `coach/athletes/${early.private.id}/days/${day1.id}/feedback`,
      coach.token,
      { kind: 'training', body: 'Great depth.' },
    );
    expect(feedback.statusCode, feedback.body).toBe(200);

    const response = await call(
      'GET',
      `coach/plans/${progressive.id}/review/${day1.id}`,
      coach.token,
    );
    expect(response.statusCode, response.body).toBe(200);
    const review = response.json<ReviewDay>();
    expect(review.day_id).toBe(day1.id);
    const rows = review.clients.map((c) => ({
      user: c.user_id,
      date: c.date,
      completion: c.completion,
      sets: c.performed.map((s) => [s.set_index, s.values.weight_kg]),
      comments: c.comment_count,
      feedback: c.feedback.map((f) => [f.kind, f.body, f.author_name]),
    }));
    const coachName = `${coach.private.first_name} ${coach.private.last_name}`;
    expect(rows).toEqual(
      expect.arrayContaining([
        {
          user: early.private.id,
          date: daysFromToday(-1),
          completion: 'all',
          sets: [
            [0, 100],
            [1, 101],
          ],
          comments: 1,
          feedback: [['training', 'Great depth.', coachName]],
        },
        {
          user: people.fresh.private.id,
          date: todayUtc(),
          completion: 'some',
          sets: [[0, 100]],
          comments: 0,
          feedback: [],
        },
        {
          user: people.left.private.id,
          date: daysFromToday(-3),
          completion: 'none',
          sets: [],
          comments: 0,
          feedback: [],
        },
      ]),
    );
    expect(rows).toHaveLength(3);
  });

  it('counts on a dated program from the day each client joined, over the blocks of their tracks', async () => {
    const plan = await publishedPlan(t, coach.token, { title: 'Rolling review' });
    const dated = { id: plan.id, accountId: coach.current.id };
    const yesterday = await trainingDay(
      t,
      coach,
      plan.id,
      { date: daysFromToday(-1) },
      {
        extraBlocks: [macros],
      },
    );
    const today = await trainingDay(
      t,
      coach,
      plan.id,
      { date: todayUtc() },
      {
        extraBlocks: [macros],
      },
    );
    const tomorrow = await trainingDay(t, coach, plan.id, { date: daysFromToday(1) });
    const [dora, eli, finn] = [await newClient(t), await newClient(t), await newClient(t)];
    await follow(t, dated, dora, daysFromToday(-5));
    await follow(t, dated, eli, todayUtc());
    // Finn follows a track with no blocks: none of these days asks anything of him.
    const finnId = await follow(t, dated, finn, daysFromToday(-5));
    const track = await call('POST', `coach/plans/${plan.id}/tracks`, coach.token, {
      track: { name: 'Mobility' },
    });
    expect(track.statusCode, track.body).toBe(201);
    await t.database.db
      .insert(membershipTracks)
      .values({ membershipId: finnId, trackId: track.json<Track>().id });

    await results(t, plan.id, dora).dayDone(yesterday.id);
    await results(t, plan.id, dora).macros(today.blocks[1]!.id);
    await results(t, plan.id, eli).blockDone(today.blocks[0]!.id);
    await results(t, plan.id, eli).blockDone(today.blocks[1]!.id);
    // Before Eli joined: his result there does not make him count on that day.
    await results(t, plan.id, eli).blockDone(yesterday.blocks[0]!.id);

    const range = `from=${daysFromToday(-1)}&to=${daysFromToday(1)}`;
    const byDay = await counts(plan.id, range);
    expect(byDay.get(yesterday.id)).toEqual({ all: 1, some: 0, none: 0 });
    expect(byDay.get(today.id)).toEqual({ all: 1, some: 1, none: 0 });
    expect(byDay.get(tomorrow.id)).toEqual({ all: 0, some: 0, none: 0 });

    // Another account's coach learns nothing; a 1-2-1 client filter is for 1-2-1 programs.
    const foreign = await call('GET', `coach/plans/${plan.id}/review?${range}`, otherCoach.token);
    expect(foreign.statusCode).toBe(404);
    const filtered = await call(
      'GET',
      `coach/plans/${plan.id}/review?${range}&client_id=${dora.private.id}`,
      coach.token,
    );
    expect(filtered.statusCode).toBe(422);
    const otherPlan = await publishedPlan(t, otherCoach.token);
    const elsewhere = await call(
      'GET',
      `coach/plans/${otherPlan.id}/review/${today.id}`,
      otherCoach.token,
    );
    expect(elsewhere.statusCode).toBe(404);
  });

  it('counts a 1-2-1 client on their own calendar', async () => {
    const plan = await publishedPlan(t, coach.token, { plan_type: 'individual', title: '1-2-1' });
    const gus = await newClient(t);
    await follow(t, { id: plan.id, accountId: coach.current.id }, gus, daysFromToday(-7));
    const day = await trainingDay(
      t,
      coach,
      plan.id,
      { date: daysFromToday(-1) },
      {
        clientId: gus.private.id,
      },
    );
    await results(t, plan.id, gus).sets(day, 1, daysFromToday(-1));
    const range = `from=${daysFromToday(-1)}&to=${todayUtc()}&client_id=${gus.private.id}`;
    expect((await counts(plan.id, range)).get(day.id)).toEqual({ all: 0, some: 1, none: 0 });
    const review = await call('GET', `coach/plans/${plan.id}/review/${day.id}`, coach.token);
    expect(review.json<ReviewDay>().clients.map((c) => [c.user_id, c.completion])).toEqual([
      [gus.private.id, 'some'],
    ]);
  });
});

describe("the coach's feedback on a client's day (feedback and macro_feedback)", () => {
  it('writes one feedback of each kind, replaced when written again, and tells the client', async () => {
    const plan = await publishedPlan(t, coach.token, { title: 'Feedback' });
    const day = await trainingDay(t, coach, plan.id, { date: daysFromToday(-1) });
    const hana = await newClient(t);
    const stranger = await newClient(t);
    await follow(t, { id: plan.id, accountId: coach.current.id }, hana, daysFromToday(-3));
    const put = (body: object, token = coach.token, person = hana) =>
      call('PUT', `coach/athletes/${person.private.id}/days/${day.id}/feedback`, token, body);

    const first = await put({ kind: 'training', body: 'Good.' });
    expect(first.statusCode, first.body).toBe(200);
    const second = await put({ kind: 'training', body: '  Better: keep the tempo.  ' });
    expect(second.json<Feedback>()).toMatchObject({
      kind: 'training',
      body: 'Better: keep the tempo.',
      author_name: `${coach.private.first_name} ${coach.private.last_name}`,
    });
    expect((await put({ kind: 'macros', body: 'More protein.' })).statusCode).toBe(200);
    const rows = await t.database.db
      .select()
      .from(dayFeedback)
      .where(eq(dayFeedback.dayId, day.id));
    expect(rows.map((r) => [r.kind, r.body]).sort()).toEqual([
      ['macros', 'More protein.'],
      ['training', 'Better: keep the tempo.'],
    ]);
    const events = await t.database.db
      .select()
      .from(outboxEvents)
      .where(eq(outboxEvents.name, 'feedback.given'));
    expect(events.map((e) => e.payload)).toContainEqual({
      plan_id: plan.id,
      day_id: day.id,
      client_id: hana.private.id,
      author_id: coach.private.id,
      kind: 'macros',
    });

    expect((await put({ kind: 'training', body: '   ' })).statusCode).toBe(422);
    expect((await put({ kind: 'training', body: 'Hi' }, coach.token, stranger)).statusCode).toBe(
      404,
    );
    expect((await put({ kind: 'training', body: 'Hi' }, otherCoach.token)).statusCode).toBe(404);
  });
});
