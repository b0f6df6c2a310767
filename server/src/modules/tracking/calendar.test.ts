import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
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
  datesOf,
  days,
  follow,
  NOW,
  programWith,
  squat,
  summary,
  trainingBlock,
} from '../../../test/tracking-helpers.ts';
import { setNow } from '../../platform/clock.ts';
import { planMemberships } from '../purchase/purchase.tables.ts';

let t: TestApp;
let call: ReturnType<typeof api>;
let coach: Session;
let squatId: number;

beforeAll(async () => {
  setNow(NOW);
  t = await createTestApp();
  call = api(t);
  coach = await newCoach(t, 'pro');
  squatId = await squat(t);
});
// The setup file puts the clock back after each test.
beforeEach(() => setNow(NOW));
afterAll(async () => {
  await t.close();
});

const block = (title: string) => trainingBlock(squatId, 1, title);
const dated = (...dates: string[]) =>
  dates.map((date) => ({ key: { date }, blocks: [block(date)] }));

describe('how far ahead a client sees, per program type (spec 1)', () => {
  it('shows a Group Rolling Calendar client the coach’s N days ahead, and the past', async () => {
    const { plan } = await programWith(
      t,
      coach,
      { plan_type: 'one_many', visibility_days: 3 },
      dated('2030-02-20', '2030-03-05', '2030-03-07', '2030-03-08'),
    );
    const client = await newClient(t);
    const membership = await follow(t, plan, coach, client);
    const calendar = await summary(t, client.token, '2030-02-15', '2030-03-20');
    expect(calendar.programs).toEqual([
      expect.objectContaining({ plan_id: plan.id, visible_to: '2030-03-07', flowing: true }),
    ]);
    expect(datesOf(calendar, membership.id)).toEqual(['2030-02-20', '2030-03-05', '2030-03-07']);
  });

  it('shows everything ahead when the coach sets no limit', async () => {
    const { plan } = await programWith(
      t,
      coach,
      { plan_type: 'one_many' },
      dated('2030-03-05', '2030-04-10'),
    );
    const client = await newClient(t);
    const membership = await follow(t, plan, coach, client);
    const calendar = await summary(t, client.token, '2030-03-01', '2030-04-11');
    expect(calendar.programs[0]!.visible_to).toBeNull();
    expect(datesOf(calendar, membership.id)).toEqual(['2030-03-05', '2030-04-10']);
  });

  it('shows Session 1 Day 1 a week ahead, from the client’s own start', async () => {
    const weeks = [1, 2].flatMap((week) =>
      [1, 2, 3, 4, 5, 6, 7].map((day) => ({ key: { week, day }, blocks: [block(`W${week}`)] })),
    );
    const { plan } = await programWith(t, coach, { plan_type: 'membership' }, weeks);
    const client = await newClient(t);
    const membership = await follow(t, plan, coach, client, 'active', '2030-03-01');
    const calendar = await summary(t, client.token, '2030-02-25', '2030-03-20');
    // Today (5 March) is their Week 1 Day 5; the week ahead ends on 11 March (Week 2 Day 4).
    expect(calendar.programs[0]).toMatchObject({ week: 1, day: 5, visible_to: '2030-03-11' });
    const dates = datesOf(calendar, membership.id);
    expect(dates[0]).toBe('2030-03-01');
    expect(dates.at(-1)).toBe('2030-03-11');
    expect(dates).toHaveLength(11);
  });

  it('shows a Fixed Length client all of it at once', async () => {
    const { plan } = await programWith(t, coach, { plan_type: 'fixed', length_weeks: 4 }, [
      { key: { week: 1, day: 1 }, blocks: [block('First')] },
      { key: { week: 4, day: 7 }, blocks: [block('Last')] },
    ]);
    const client = await newClient(t);
    const membership = await follow(t, plan, coach, client, 'active', '2030-03-01');
    const calendar = await summary(t, client.token, '2030-03-01', '2030-04-11');
    expect(calendar.programs[0]!.visible_to).toBeNull();
    expect(datesOf(calendar, membership.id)).toEqual(['2030-03-01', '2030-03-28']);
    const entry = calendar.days.at(-1)!.entries[0]!;
    expect(entry).toMatchObject({ titles: ['Last'], block_count: 1, completion: 'none' });
  });

  it('sends no days while training does not flow (a missed payment)', async () => {
    const { plan } = await programWith(t, coach, { plan_type: 'one_many' }, dated('2030-03-04'));
    const client = await newClient(t);
    await follow(t, plan, coach, client, 'past_due');
    const calendar = await summary(t, client.token, '2030-03-01', '2030-03-10');
    expect(calendar.programs).toEqual([expect.objectContaining({ flowing: false })]);
    expect(calendar.days).toEqual([]);
    const detail = await days(t, client.token, '2030-03-01', '2030-03-07');
    expect(detail.days).toEqual([]);
  });

  it('leaves out invitations and programs the coach removed the client from', async () => {
    const { plan } = await programWith(t, coach, { plan_type: 'one_many' }, dated('2030-03-04'));
    const other = await programWith(t, coach, { plan_type: 'one_many' }, dated('2030-03-04'));
    const client = await newClient(t);
    await follow(t, plan, coach, client, 'init');
    const removed = await follow(t, other.plan, coach, client);
    await t.database.db
      .update(planMemberships)
      .set({ isBlocked: true })
      .where(eq(planMemberships.id, removed.id));
    expect(await summary(t, client.token, '2030-03-01', '2030-03-10')).toEqual({
      programs: [],
      days: [],
    });
  });
});

describe('one calendar across programs and tracks', () => {
  it('puts two programs on the same date, each in its colour', async () => {
    const a = await programWith(t, coach, { plan_type: 'one_many' }, dated('2030-03-05'));
    const b = await programWith(
      t,
      coach,
      { plan_type: 'fixed', length_weeks: 1, color: '#EB5757' },
      [{ key: { week: 1, day: 5 }, blocks: [block('Fixed day')] }],
    );
    const client = await newClient(t);
    const first = await follow(t, a.plan, coach, client);
    const second = await follow(t, b.plan, coach, client, 'active', '2030-03-01');
    const calendar = await summary(t, client.token, '2030-03-05', '2030-03-05');
    expect(calendar.programs.map((p) => [p.membership_id, p.color])).toEqual([
      [first.id, a.plan.color],
      [second.id, '#EB5757'],
    ]);
    expect(calendar.days).toEqual([
      {
        date: '2030-03-05',
        entries: [
          expect.objectContaining({ membership_id: first.id, titles: ['2030-03-05'] }),
          expect.objectContaining({ membership_id: second.id, titles: ['Fixed day'] }),
        ],
      },
    ]);
  });

  it('shows a client only the blocks of the tracks they follow', async () => {
    const { plan, days: saved } = await programWith(
      t,
      coach,
      { plan_type: 'one_many', tracks: [{ name: 'Main' }, { name: 'Engine' }] },
      [],
    );
    expect(saved).toEqual([]);
    const [main, engine] = plan.tracks;
    const put = await call('PUT', `coach/plans/${plan.id}/schedule`, coach.token, {
      days: [
        {
          key: { date: '2030-03-06' },
          version: 0,
          blocks: [
            { ...block('Everyone'), track_id: main!.id },
            { ...block('Engine only'), track_id: engine!.id },
          ],
        },
      ],
    });
    expect(put.statusCode, put.body).toBe(200);
    const onMain = await newClient(t);
    const onEngine = await newClient(t);
    await follow(t, plan, coach, onMain);
    const engineMembership = await follow(t, plan, coach, onEngine);
    const chose = await call(
      'PUT',
      `coach/plans/${plan.id}/clients/${engineMembership.id}/tracks`,
      coach.token,
      { track_ids: [engine!.id] },
    );
    expect(chose.statusCode, chose.body).toBe(200);
    const titles = async (client: Session) =>
      (await days(t, client.token, '2030-03-06', '2030-03-06')).days[0]!.entries[0]!.blocks.map(
        (b) => b.title,
      );
    expect(await titles(onMain)).toEqual(['Everyone']);
    expect(await titles(onEngine)).toEqual(['Engine only']);
  });
});

describe('the range asked for', () => {
  it('refuses more than 42 days, or 7 in full, or a range backwards', async () => {
    const client = await newClient(t);
    const tooLong = await call('GET', 'user/calendar?from=2030-03-01&to=2030-04-12', client.token);
    expect(tooLong.statusCode).toBe(422);
    expect(errorsOf(tooLong).to).toEqual([m.badRange]);
    const sixWeeks = await call('GET', 'user/calendar?from=2030-03-01&to=2030-04-11', client.token);
    expect(sixWeeks.statusCode).toBe(200);
    const backwards = await call(
      'GET',
      'user/calendar?from=2030-03-02&to=2030-03-01',
      client.token,
    );
    expect(backwards.statusCode).toBe(422);
    const week = await call(
      'GET',
      'user/calendar/days?from=2030-03-01&to=2030-03-08',
      client.token,
    );
    expect(errorsOf(week).to).toEqual([m.badDetailRange]);
  });
});

describe("a coach's athlete calendar", () => {
  it('shows a client’s programs of the coach’s account only, to its coaches only', async () => {
    const mine = await programWith(t, coach, { plan_type: 'one_many' }, dated('2030-03-05'));
    const otherCoach = await newCoach(t);
    const theirs = await programWith(t, otherCoach, { plan_type: 'one_many' }, dated('2030-03-05'));
    const client = await newClient(t);
    await follow(t, mine.plan, coach, client);
    await follow(t, theirs.plan, otherCoach, client);
    const url = `coach/athletes/${client.private.id}/calendar?from=2030-03-01&to=2030-03-07`;
    const seen = await call('GET', url, coach.token);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json<{ programs: { plan_id: number }[] }>().programs.map((p) => p.plan_id)).toEqual(
      [mine.plan.id],
    );
    const detail = await call('GET', url.replace('/calendar?', '/calendar/days?'), coach.token);
    expect(detail.statusCode, detail.body).toBe(200);
    // A person who follows none of the account's programs is not the coach's client.
    const stranger = await newClient(t);
    const none = await call(
      'GET',
      `coach/athletes/${stranger.private.id}/calendar?from=2030-03-01&to=2030-03-07`,
      coach.token,
    );
    expect(none.statusCode).toBe(404);
    expect((await call('GET', url, client.token)).statusCode).toBe(403);
  });
});
