import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProgramClientRow } from '@forma/contract/clients/clients.schemas';
import { addDays, dayIn } from '@forma/contract/programs/days';
import type { PlanListResponse, PlanListRow } from '@forma/contract/programs/programs.schemas';
import type { PublicPlan } from '@forma/contract/purchase/purchase.schemas';
import type { ScheduleDay } from '@forma/contract/training/schedule.schemas';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  api,
  newClient,
  newCoach,
  publishedPlan,
  type Session,
} from '../../../test/programs-helpers.ts';
import { exercises } from '../exercises/exercises.tables.ts';
import { planMemberships } from '../purchase/purchase.tables.ts';

let t: TestApp;
let call: ReturnType<typeof api>;
let backSquat: number;
const today = dayIn(new Date(), 'UTC');

beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
  const [row] = await t.database.db
    .select({ id: exercises.id })
    .from(exercises)
    .where(eq(exercises.key, 'back-squat'));
  backSquat = row!.id;
});
afterAll(async () => {
  await t.close();
});

const block = () => ({
  kind: 'training',
  title: 'Strength',
  exercises: [{ exercise_id: backSquat, sets: [{ reps: { min: 5 } }] }],
});

/** A progressive day by its index (0 is Week 1 Day 1), or a date. */
const at = (key: number | string) =>
  typeof key === 'number' ? { week: Math.floor(key / 7) + 1, day: (key % 7) + 1 } : { date: key };

/** Saves days holding one training block (or none), each at the version the calendar holds. */
async function program(
  coach: Session,
  planId: number,
  days: { key: number | string; version?: number; last_active?: boolean; empty?: boolean }[],
  clientId?: number,
) {
  const response = await call('PUT', `coach/plans/${planId}/schedule`, coach.token, {
    ...(clientId ? { client_id: clientId } : {}),
    days: days.map((d) => ({
      key: at(d.key),
      version: d.version ?? 0,
      last_active: d.last_active ?? false,
      blocks: d.empty ? [] : [block()],
    })),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ days: ScheduleDay[] }>().days;
}

/** A client holding a free place that started `daysAgo` days ago. */
async function join(coach: Session, planId: number, daysAgo: number) {
  const client = await newClient(t);
  await t.database.db.insert(planMemberships).values({
    planId,
    accountId: coach.current.id,
    userId: client.private.id,
    state: 'active',
    startDate: addDays(today, -daysAgo),
    applied: true,
  });
  return client.private.id;
}

async function listRow(coach: Session, planId: number): Promise<PlanListRow> {
  const response = await call('GET', 'coach/plans?per_page=50', coach.token);
  expect(response.statusCode).toBe(200);
  return response.json<PlanListResponse>().items.find((row) => row.id === planId)!;
}

async function attention(coach: Session) {
  const body = (
    await call('GET', 'coach/plans?tab=attention', coach.token)
  ).json<PlanListResponse>();
  return { ids: body.items.map((row) => row.id), count: body.counts.attention };
}

async function badges(coach: Session, planId: number) {
  const response = await call('GET', `coach/plans/${planId}/clients?list=active`, coach.token);
  expect(response.statusCode).toBe(200);
  const rows = response.json<{ items: ProgramClientRow[] }>().items;
  return new Map(rows.map((row) => [row.user_id, row]));
}

async function publicPage(coach: Session, planId: number) {
  const response = await call('GET', `plans/${planId}/public`, coach.token);
  expect(response.statusCode).toBe(200);
  return response.json<PublicPlan>();
}

describe('Session 1 Day 1: every client at their own week and day', () => {
  it('counts the status and the buffer from the client furthest along', async () => {
    const coach = await newCoach(t);
    const plan = await publishedPlan(t, coach.token, { plan_type: 'membership' });
    const ahead = await join(coach, plan.id, 10); // Week 2, Day 4
    const behind = await join(coach, plan.id, 2); // Week 1, Day 3
    await program(coach, plan.id, [{ key: 0 }, { key: 13 }]);

    // Three days of Week 2 are left ahead of the client furthest along.
    expect((await listRow(coach, plan.id)).list_status).toBe('3 Days Left');
    expect(await attention(coach)).toEqual({ ids: [plan.id], count: 1 });
    const clients = await badges(coach, plan.id);
    expect(clients.get(ahead)).toMatchObject({
      currently_at: 'Week 2, Day 4',
      status: { label: '3 Days Left' },
      training_programmed_to: addDays(today, 3),
    });
    expect(clients.get(behind)).toMatchObject({
      currently_at: 'Week 1, Day 3',
      status: { label: 'All Good' },
      training_programmed_to: addDays(today, 11),
    });
    expect(await publicPage(coach, plan.id)).toMatchObject({
      plan_status: '3 Days Left',
      plan_max_buffer: 0,
      start_day: 1,
      end_day: 14,
    });

    // A third week: ten days ahead, a buffer of one whole week.
    await program(coach, plan.id, [{ key: 20 }]);
    expect((await listRow(coach, plan.id)).list_status).toBe('All Good');
    expect(await attention(coach)).toEqual({ ids: [], count: 0 });
    expect(await publicPage(coach, plan.id)).toMatchObject({
      plan_status: 'All Good',
      plan_max_buffer: 1,
    });
  });

  it('needs no more training once it reaches the Last Active Day of Subscription', async () => {
    const coach = await newCoach(t);
    const plan = await publishedPlan(t, coach.token, { plan_type: 'membership' });
    const client = await join(coach, plan.id, 10);
    await program(coach, plan.id, [{ key: 0 }, { key: 11 }]);
    expect((await listRow(coach, plan.id)).list_status).toBe('Needs Training');
    expect((await badges(coach, plan.id)).get(client)!.status.label).toBe('Needs Training');

    // Week 2 Day 5 ends the content: the training reaches every client's last day.
    await program(coach, plan.id, [{ key: 11, version: 1, last_active: true }]);
    expect((await listRow(coach, plan.id)).list_status).toBe('All Good');
    expect((await badges(coach, plan.id)).get(client)!.status.label).toBe('All Good');
    expect((await publicPage(coach, plan.id)).plan_max_buffer).toBe(3);
  });

  it('reads No Clients without clients and Needs Training with clients and no training', async () => {
    const coach = await newCoach(t);
    const plan = await publishedPlan(t, coach.token, { plan_type: 'membership' });
    expect((await listRow(coach, plan.id)).list_status).toBe('No Clients');
    expect((await publicPage(coach, plan.id)).plan_max_buffer).toBeNull();
    await join(coach, plan.id, 0);
    expect((await listRow(coach, plan.id)).list_status).toBe('Needs Training');
  });
});

describe('Fixed Length', () => {
  it('is Program empty without training, and built once its last week holds training', async () => {
    const coach = await newCoach(t);
    const plan = await publishedPlan(t, coach.token, { plan_type: 'fixed', length_weeks: 4 });
    const client = await join(coach, plan.id, 5);
    expect((await listRow(coach, plan.id)).list_status).toBe('Needs Training');
    expect((await badges(coach, plan.id)).get(client)!.status).toEqual({
      label: 'Program empty',
      colour: 'danger',
    });

    await program(coach, plan.id, [{ key: 0 }, { key: 6 }]);
    expect((await listRow(coach, plan.id)).list_status).toBe('Needs Training');
    expect((await badges(coach, plan.id)).get(client)).toMatchObject({
      status: { label: 'Needs Training' },
      training_programmed_to: addDays(today, 1),
      // The program's four weeks, counted from the client's start.
      projected_end_date: addDays(today, 22),
    });

    // Training in Week 4: the program is built to its end (its last days may be rest).
    await program(coach, plan.id, [{ key: 24 }]);
    expect((await listRow(coach, plan.id)).list_status).toBe('All Good');
    expect((await badges(coach, plan.id)).get(client)!.status.label).toBe('All Good');
    expect(await publicPage(coach, plan.id)).toMatchObject({ start_day: 1, end_day: 25 });
  });
});

describe('Group Rolling Calendar', () => {
  it('counts from training_scheduled_to, and needs no more once it reaches a Last Active Day', async () => {
    const coach = await newCoach(t);
    const plan = await publishedPlan(t, coach.token, { plan_type: 'one_many' });
    const client = await join(coach, plan.id, 3);
    await program(coach, plan.id, [{ key: today }, { key: addDays(today, 2) }]);
    expect((await listRow(coach, plan.id)).list_status).toBe('Needs Training');
    expect((await badges(coach, plan.id)).get(client)).toMatchObject({
      status: { label: 'Needs Training' },
      training_programmed_to: addDays(today, 2),
    });

    await program(coach, plan.id, [{ key: addDays(today, 2), version: 1, last_active: true }]);
    expect((await listRow(coach, plan.id)).list_status).toBe('All Good');
    expect((await badges(coach, plan.id)).get(client)!.status.label).toBe('All Good');
    expect((await publicPage(coach, plan.id)).plan_status).toBe('All Good');
  });
});

describe('1-2-1: a calendar per client', () => {
  it('keeps each client’s training_scheduled_to; the client who runs out first sets the status', async () => {
    const coach = await newCoach(t);
    const plan = await publishedPlan(t, coach.token, { plan_type: 'individual' });
    const planned = await join(coach, plan.id, 7);
    const short = await join(coach, plan.id, 7);
    await program(coach, plan.id, [{ key: today }, { key: addDays(today, 10) }], planned);
    await program(coach, plan.id, [{ key: addDays(today, 1) }], short);

    const rows = await t.database.db
      .select({ userId: planMemberships.userId, to: planMemberships.trainingScheduledTo })
      .from(planMemberships)
      .where(eq(planMemberships.planId, plan.id));
    expect(new Map(rows.map((r) => [r.userId, r.to]))).toEqual(
      new Map([
        [planned, addDays(today, 10)],
        [short, addDays(today, 1)],
      ]),
    );
    expect((await listRow(coach, plan.id)).list_status).toBe('Needs Training');
    const clients = await badges(coach, plan.id);
    expect(clients.get(planned)).toMatchObject({
      status: { label: 'All Good' },
      training_programmed_to: addDays(today, 10),
    });
    expect(clients.get(short)).toMatchObject({
      status: { label: 'Needs Training' },
      training_programmed_to: addDays(today, 1),
    });

    // The short calendar ends on its last day: nothing runs out any more.
    await program(
      coach,
      plan.id,
      [{ key: addDays(today, 1), version: 1, last_active: true }],
      short,
    );
    expect((await listRow(coach, plan.id)).list_status).toBe('All Good');
    // Clearing the day takes its training back off the client's calendar.
    await program(coach, plan.id, [{ key: addDays(today, 10), version: 1, empty: true }], planned);
    const [row] = await t.database.db
      .select({ to: planMemberships.trainingScheduledTo })
      .from(planMemberships)
      .where(eq(planMemberships.userId, planned));
    expect(row!.to).toBe(today);
    expect((await listRow(coach, plan.id)).list_status).toBe('Needs Training');
  });
});
