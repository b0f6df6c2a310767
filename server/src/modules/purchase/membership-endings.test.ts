import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProgramClientRow } from '@forma/contract/clients/clients.schemas';
import { addDays, dayIn } from '@forma/contract/programs/days';
import type { MyProgramCard } from '@forma/contract/purchase/purchase.schemas';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  api,
  newClient,
  newCoach,
  publishedPlan,
  type Session,
} from '../../../test/programs-helpers.ts';
import { jobHandlers } from '../../job-handlers.ts';
import { now } from '../../platform/clock.ts';
import { jobs } from '../../platform/jobs/jobs.tables.ts';
import { runDueJobs } from '../../platform/jobs/run-due-jobs.ts';
import {
  endFinishedMemberships,
  openDay,
  queueMembershipEndings,
  SWEEP_EVERY_MS,
} from './membership-endings.ts';
import { users } from '../accounts/users.tables.ts';
import { planMemberships } from './purchase.tables.ts';

let t: TestApp;
let call: ReturnType<typeof api>;
let coach: Session;
const today = dayIn(new Date(), 'UTC');
const KIND = 'memberships.end_finished';

beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
  coach = await newCoach(t);
});
afterAll(async () => {
  await t.close();
});

/** Saves empty days, those marked 'Last Active Day of Subscription' where asked. */
async function mark(planId: number, keys: (number | string)[], clientId?: number) {
  const response = await call('PUT', `coach/plans/${planId}/schedule`, coach.token, {
    ...(clientId ? { client_id: clientId } : {}),
    days: keys.map((key) => ({
      key:
        typeof key === 'number'
          ? { week: Math.floor(key / 7) + 1, day: (key % 7) + 1 }
          : { date: key },
      version: 0,
      last_active: true,
      blocks: [],
    })),
  });
  expect(response.statusCode, response.body).toBe(200);
}

type Membership = typeof planMemberships.$inferInsert;

/** A client holding a place since `daysAgo` days (free unless an amount is given). */
async function join(planId: number, daysAgo: number, extra: Partial<Membership> = {}) {
  const client = await newClient(t);
  const [row] = await t.database.db
    .insert(planMemberships)
    .values({
      planId,
      accountId: coach.current.id,
      userId: client.private.id,
      state: 'active',
      startDate: addDays(today, -daysAgo),
      applied: true,
      ...extra,
    })
    .returning();
  return { client, id: row!.id, userId: client.private.id };
}

async function membership(id: number) {
  const [row] = await t.database.db
    .select()
    .from(planMemberships)
    .where(eq(planMemberships.id, id));
  return row!;
}

async function clientsOf(planId: number, list: 'active' | 'past') {
  const response = await call('GET', `coach/plans/${planId}/clients?list=${list}`, coach.token);
  return response.json<{ items: ProgramClientRow[] }>().items;
}

const sweep = () => endFinishedMemberships(t.app.ctx, now());

describe("a client past the program's last day finishes it (membership past)", () => {
  it('Session 1 Day 1: each client after their own Last Active Day; a paid one at the end of its period', async () => {
    const plan = await publishedPlan(t, coach.token, { plan_type: 'membership' });
    await mark(plan.id, [13, 6]);
    const done = await join(plan.id, 10);
    const going = await join(plan.id, 3);
    const paying = await join(plan.id, 10, { amount: 1500, currency: 'USD' });
    const resuming = await join(plan.id, 10, { state: 'resume', startDate: null });

    await sweep();
    // Week 1 Day 7 was the first client's last day, four days ago.
    expect(await membership(done.id)).toMatchObject({
      state: 'past',
      endDate: addDays(today, -4),
    });
    expect(await membership(going.id)).toMatchObject({ state: 'active', endDate: null });
    expect(await membership(paying.id)).toMatchObject({
      state: 'active',
      cancelAtPeriodEnd: true,
    });
    expect((await membership(resuming.id)).state).toBe('resume');

    expect((await clientsOf(plan.id, 'past')).map((r) => [r.user_id, r.status.label])).toEqual([
      [done.userId, 'Past'],
    ]);
    const mine = await call('GET', 'athlete/plans?list=past', done.client.token);
    expect(mine.json<{ items: MyProgramCard[] }>().items.map((c) => c.plan.id)).toEqual([plan.id]);

    // Nothing changes twice.
    expect(await sweep()).toBe(0);
  });

  it('Fixed Length: after its last week, shown as Program Finished', async () => {
    const plan = await publishedPlan(t, coach.token, { plan_type: 'fixed', length_weeks: 2 });
    const done = await join(plan.id, 20);
    const going = await join(plan.id, 13);
    await sweep();
    expect(await membership(done.id)).toMatchObject({
      state: 'past',
      endDate: addDays(today, -7),
    });
    expect((await membership(going.id)).state).toBe('active');
    expect((await clientsOf(plan.id, 'past')).map((r) => r.status)).toEqual([
      { label: 'Program Finished', colour: 'gray' },
    ]);
  });

  it('Group Rolling Calendar: the first marked day from each client’s start', async () => {
    const plan = await publishedPlan(t, coach.token, { plan_type: 'one_many' });
    await mark(plan.id, [addDays(today, -2)]);
    const before = await join(plan.id, 30);
    const after = await join(plan.id, 1);
    await sweep();
    expect(await membership(before.id)).toMatchObject({
      state: 'past',
      endDate: addDays(today, -2),
    });
    expect((await membership(after.id)).state).toBe('active');
  });

  it('1-2-1: the marked day of the client’s own calendar', async () => {
    const plan = await publishedPlan(t, coach.token, { plan_type: 'individual' });
    const marked = await join(plan.id, 30);
    const other = await join(plan.id, 30);
    await mark(plan.id, [addDays(today, -3)], marked.userId);
    await sweep();
    expect((await membership(marked.id)).state).toBe('past');
    expect((await membership(other.id)).state).toBe('active');
    expect((await clientsOf(plan.id, 'active')).map((r) => r.user_id)).toEqual([other.userId]);
  });

  it('waits until the last day is over in every time zone', () => {
    expect(openDay(new Date('2031-03-10T06:00:00Z'))).toBe('2031-03-09');
    expect(openDay(new Date('2031-03-10T12:00:00Z'))).toBe('2031-03-10');
  });

  it("ends a client's last day in their own stored time zone, UTC-12 when unknown", async () => {
    const plan = await publishedPlan(t, coach.token, { plan_type: 'one_many' });
    // 06:00 UTC: Auckland (UTC+13) is in the 11th, UTC-12 still in the 9th.
    const at = new Date('2031-03-10T06:00:00Z');
    await mark(plan.id, ['2031-03-09']);
    const joinOn = async (timeZone: string | null) => {
      const joined = await join(plan.id, 0, { startDate: '2031-03-01' });
      await t.database.db.update(users).set({ timeZone }).where(eq(users.id, joined.userId));
      return joined;
    };
    const auckland = await joinOn('Pacific/Auckland');
    const honolulu = await joinOn('Pacific/Honolulu');
    const unknown = await joinOn(null);
    const unreadable = await joinOn('Not/A_Zone');

    await endFinishedMemberships(t.app.ctx, at);
    expect(await membership(auckland.id)).toMatchObject({ state: 'past', endDate: '2031-03-09' });
    // Honolulu (UTC-10) is at 20:00 on the 9th; unknown zones wait for UTC-12.
    for (const row of [honolulu, unknown, unreadable]) {
      expect((await membership(row.id)).state).toBe('active');
    }
    await endFinishedMemberships(t.app.ctx, new Date('2031-03-10T10:00:00Z'));
    expect((await membership(honolulu.id)).state).toBe('past');
    expect((await membership(unknown.id)).state).toBe('active');
    await endFinishedMemberships(t.app.ctx, new Date('2031-03-10T12:00:00Z'));
    for (const row of [unknown, unreadable]) {
      expect((await membership(row.id)).state).toBe('past');
    }
  });

  it('changes each row once when two sweeps run at once', async () => {
    const plan = await publishedPlan(t, coach.token, { plan_type: 'membership' });
    await mark(plan.id, [0]);
    const rows = await Promise.all([join(plan.id, 5), join(plan.id, 6), join(plan.id, 7)]);
    const ended = await Promise.all([sweep(), sweep(), sweep()]);
    expect(ended.reduce((a, b) => a + b, 0)).toBe(3);
    for (const row of rows) expect((await membership(row.id)).state).toBe('past');
  });
});

describe('the hourly sweep job', () => {
  const waiting = () =>
    t.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, KIND), isNull(jobs.doneAt)));

  it('keeps one run queued however many processes start, and queues the next hour from each run', async () => {
    await Promise.all(Array.from({ length: 5 }, () => queueMembershipEndings(t.database.db)));
    expect(await waiting()).toHaveLength(1);

    const plan = await publishedPlan(t, coach.token, { plan_type: 'membership' });
    await mark(plan.id, [1]);
    const done = await join(plan.id, 9);
    const started = now().getTime();
    expect(await runDueJobs(t.app.ctx, jobHandlers, { kinds: [KIND] })).toBe(1);
    expect((await membership(done.id)).state).toBe('past');

    const next = await waiting();
    expect(next).toHaveLength(1);
    expect(next[0]!.runAt.getTime()).toBeGreaterThanOrEqual(started + SWEEP_EVERY_MS);
    // A process starting now finds it queued.
    expect(await queueMembershipEndings(t.database.db)).toBe(false);
    expect(await waiting()).toHaveLength(1);
  });
});
