import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProgramClientRow } from '@forma/contract/clients/clients.schemas';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  api,
  errorsOf,
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
import { planMemberships } from '../purchase/purchase.tables.ts';

let t: TestApp;
let call: ReturnType<typeof api>;
let coach: Session;

beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
  coach = await newCoach(t);
});
afterAll(async () => {
  await t.close();
});

const reschedule = (planId: number, membershipId: number, body: object, token = coach.token) =>
  call('PUT', `coach/plans/${planId}/clients/${membershipId}/reschedule`, token, body);

const startDateOf = async (membershipId: number) =>
  (
    await t.database.db
      .select({ startDate: planMemberships.startDate })
      .from(planMemberships)
      .where(eq(planMemberships.id, membershipId))
  )[0]!.startDate;

describe('reschedule a client by week and day (2.4, 2.5)', () => {
  it("moves a Session 1 Day 1 client's start so that today is that week and day", async () => {
    const plan = await publishedPlan(t, coach.token, { plan_type: 'membership' });
    await trainingDay(t, coach, plan.id, { week: 3, day: 2 });
    const client = await newClient(t);
    const membershipId = await follow(
      t,
      { id: plan.id, accountId: coach.current.id },
      client,
      todayUtc(),
    );

    const moved = await reschedule(plan.id, membershipId, { week: 2, day: 3 });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<ProgramClientRow>()).toMatchObject({
      id: membershipId,
      start_date: daysFromToday(-9),
      currently_at: 'Week 2, Day 3',
    });
    expect(await startDateOf(membershipId)).toBe(daysFromToday(-9));

    // The schedule holds three weeks: week 4 is out of range, as are days outside 1 to 7.
    const tooFar = await reschedule(plan.id, membershipId, { week: 4, day: 1 });
    expect(tooFar.statusCode).toBe(422);
    expect(errorsOf(tooFar)).toEqual({ week: ['Please enter a value between 1 and 3'] });
    const zero = await reschedule(plan.id, membershipId, { week: 0, day: 1 });
    expect(errorsOf(zero)).toEqual({ week: ['Please enter a value between 1 and 3'] });
    const day8 = await reschedule(plan.id, membershipId, { week: 1, day: 8 });
    expect(day8.statusCode).toBe(422);
    expect(errorsOf(day8).day).toEqual(['Please enter a value between 1 and 7']);
    expect(await startDateOf(membershipId)).toBe(daysFromToday(-9));
  });

  it("bounds a Fixed Length client by the program's length, and refuses other programs", async () => {
    const fixed = await publishedPlan(t, coach.token, { plan_type: 'fixed', length_weeks: 6 });
    const client = await newClient(t);
    const membershipId = await follow(
      t,
      { id: fixed.id, accountId: coach.current.id },
      client,
      todayUtc(),
    );
    const last = await reschedule(fixed.id, membershipId, { week: 6, day: 7 });
    expect(last.statusCode, last.body).toBe(200);
    expect(last.json<ProgramClientRow>().start_date).toBe(daysFromToday(-41));
    expect(errorsOf(await reschedule(fixed.id, membershipId, { week: 7, day: 1 }))).toEqual({
      week: ['Please enter a value between 1 and 6'],
    });

    const rolling = await publishedPlan(t, coach.token);
    const rollingId = await follow(
      t,
      { id: rolling.id, accountId: coach.current.id },
      client,
      todayUtc(),
    );
    const refused = await reschedule(rolling.id, rollingId, { week: 1, day: 1 });
    expect(refused.statusCode).toBe(422);
    expect(await startDateOf(rollingId)).toBe(todayUtc());

    // An invite has no place to move yet; another account's coach finds nothing.
    const invited = await newClient(t);
    const inviteId = await follow(t, { id: fixed.id, accountId: coach.current.id }, invited, null, {
      state: 'init',
    });
    expect((await reschedule(fixed.id, inviteId, { week: 1, day: 1 })).statusCode).toBe(422);
    const other = await newCoach(t);
    const foreign = await reschedule(fixed.id, membershipId, { week: 1, day: 1 }, other.token);
    expect(foreign.statusCode).toBe(404);
  });
});

describe("the program clients list shows each client's last logged day (2.4)", () => {
  it('reads the latest day with a result in this program, null before any', async () => {
    const plan = await publishedPlan(t, coach.token, { title: 'Logged' });
    const other = await publishedPlan(t, coach.token, { title: 'Elsewhere' });
    const older = await trainingDay(t, coach, plan.id, { date: daysFromToday(-4) });
    const newer = await trainingDay(t, coach, plan.id, { date: daysFromToday(-2) });
    const elsewhere = await trainingDay(t, coach, other.id, { date: daysFromToday(-1) });
    const [ivy, jon] = [await newClient(t), await newClient(t)];
    for (const person of [ivy, jon]) {
      await follow(t, { id: plan.id, accountId: coach.current.id }, person, daysFromToday(-7));
    }
    await follow(t, { id: other.id, accountId: coach.current.id }, ivy, daysFromToday(-7));
    await results(t, plan.id, ivy).sets(older, 1, daysFromToday(-4));
    await results(t, plan.id, ivy).sets(newer, 2, daysFromToday(-2));
    await results(t, other.id, ivy).sets(elsewhere, 1, daysFromToday(-1));

    const list = await call('GET', `coach/plans/${plan.id}/clients?list=active`, coach.token);
    expect(list.statusCode, list.body).toBe(200);
    const rows = list.json<{ items: ProgramClientRow[] }>().items;
    expect(Object.fromEntries(rows.map((r) => [r.user_id, r.last_logged_on]))).toEqual({
      [ivy.private.id]: daysFromToday(-2),
      [jon.private.id]: null,
    });
    const ivyRow = rows.find((row) => row.user_id === ivy.private.id)!;
    expect(ivyRow.last_logged_day).toEqual({ day_id: newer.id, date: daysFromToday(-2) });
  });

  it('links to where the logged day is after a reschedule, keeping the day it was logged', async () => {
    const plan = await publishedPlan(t, coach.token, { plan_type: 'membership' });
    const first = await trainingDay(t, coach, plan.id, { week: 1, day: 1 });
    await trainingDay(t, coach, plan.id, { week: 2, day: 3 });
    const client = await newClient(t);
    const account = { id: plan.id, accountId: coach.current.id };
    const membershipId = await follow(t, account, client, todayUtc());
    await results(t, plan.id, client).sets(first, 2, todayUtc());

    const moved = await reschedule(plan.id, membershipId, { week: 2, day: 3 });
    expect(moved.statusCode, moved.body).toBe(200);
    // Week 1, Day 1 now falls nine days ago on the client's calendar, where its results show.
    expect(moved.json<ProgramClientRow>()).toMatchObject({
      last_logged_on: todayUtc(),
      last_logged_day: { day_id: first.id, date: daysFromToday(-9) },
    });
  });
});
