import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScheduleDay } from '@forma/contract/training/schedule.schemas';
import type { CalendarDays } from '@forma/contract/tracking/calendar.schemas';
import type { PerformedSet } from '@forma/contract/tracking/results.schemas';
import type { PublicPlan } from '@forma/contract/purchase/purchase.schemas';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { signIn } from '../../../test/helpers.ts';
import { api } from '../../../test/programs-helpers.ts';
import { seedDemoCovers } from './demo-covers.ts';
import { DEMO_PASSWORD, seedDemo } from './demo-seed.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db);
});
afterAll(async () => {
  await t.close();
});

describe('demo programs', () => {
  it('publishes one program of each type at its custom URL; the demo client owns demo-session', async () => {
    const call = api(t);
    const types: Record<string, string> = {
      'demo-group': 'one_many',
      'demo-121': 'individual',
      'demo-session': 'membership',
      'demo-fixed': 'fixed',
    };
    for (const [url, type] of Object.entries(types)) {
      const response = await call('GET', `plans/${url}/public`);
      expect(response.statusCode).toBe(200);
      const plan = response.json<PublicPlan>();
      expect(plan).toMatchObject({ plan_type: type, status: 'published', plan_pricing: 'free' });
      expect(plan.description).not.toBe('');
      expect(plan.user.full_name).toBe('Forma Demo Gym');
      expect(plan.plan_waiver.show).toBe(url === 'demo-session');
    }
    const token = (await signIn(t.app, 'client@forma.test', DEMO_PASSWORD)).json().access_token;
    const own = (await call('GET', 'plans/demo-session/public', token)).json<PublicPlan>();
    expect(own.is_bought).toBe(true);
    expect(own.plan_waiver.accepted_text).toContain(
      'Jamie Lee accepted the waiver to Forma Session Membership',
    );
    const coachToken = (await signIn(t.app, 'coach@forma.test', DEMO_PASSWORD)).json().access_token;
    const list = await call('GET', 'coach/plans', coachToken);
    expect(list.json().pagination.total_count).toBe(6);
    // The two paid programs: a monthly subscription with a 7-day trial and a yearly option, and
    // a one-off Fixed Length program, in US dollars.
    const paid = (await call('GET', 'plans/demo-paid/public')).json<PublicPlan>();
    expect(paid).toMatchObject({ plan_type: 'one_many', plan_pricing: 'paid', trial_days: 7 });
    expect(paid.local_price.map((option) => [option.duration, option.price_format])).toEqual([
      ['monthly', '$29.99'],
      ['yearly', '$299.00'],
    ]);
    const fixed = (await call('GET', 'plans/demo-paid-fixed/public')).json<PublicPlan>();
    expect(fixed).toMatchObject({ plan_type: 'fixed', plan_pricing: 'paid' });
    expect(fixed.local_price.map((option) => option.price_format)).toEqual(['$49.00']);
    const subscription = await call('GET', 'subscribe', coachToken);
    // client@ follows demo-session, client2@ demo-121.
    expect(subscription.json().active_clients).toBe(2);
  });

  it('gives every demo program four weeks of training from the product library', async () => {
    const call = api(t);
    const coachToken = (await signIn(t.app, 'coach@forma.test', DEMO_PASSWORD)).json().access_token;
    const ids: Record<string, number> = {};
    for (const url of ['demo-group', 'demo-121', 'demo-session', 'demo-fixed']) {
      ids[url] = (await call('GET', `plans/${url}/public`)).json<PublicPlan>().id;
    }
    const idOf = (url: string) => ids[url]!;
    const client2 = (await signIn(t.app, 'client2@forma.test', DEMO_PASSWORD)).json().private.id;
    // Dated programs start on this week's Monday.
    const monday = new Date();
    monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
    const from = monday.toISOString().slice(0, 10);
    const in4Weeks = new Date(monday.getTime() + 27 * 86_400_000).toISOString().slice(0, 10);
    const ranges: Record<string, string> = {
      'demo-group': `from=${from}&to=${in4Weeks}`,
      'demo-121': `from=${from}&to=${in4Weeks}&client_id=${client2}`,
      'demo-session': 'from_week=1&to_week=8',
      'demo-fixed': 'from_week=1&to_week=8',
    };
    for (const [url, range] of Object.entries(ranges)) {
      const response = await call('GET', `coach/plans/${idOf(url)}/schedule?${range}`, coachToken);
      expect(response.statusCode, response.body).toBe(200);
      const days = response.json<{ days: ScheduleDay[] }>().days;
      const blocks = days.flatMap((day) => day.blocks);
      const exercises = blocks.flatMap((block) => block.exercises);
      expect(blocks.map((b) => b.kind)).toEqual(
        expect.arrayContaining(['training', 'macros', 'note']),
      );
      expect(exercises.some((e) => e.superset !== null)).toBe(true);
      expect(exercises.some((e) => e.exercise.category === 'cardio')).toBe(true);
      expect(exercises.some((e) => e.sets.some((set) => set.weight))).toBe(true);
      if (url === 'demo-session' || url === 'demo-fixed') {
        expect(Math.max(...days.map((day) => day.week!))).toBe(4);
      }
    }
    const fixed = await call('GET', `coach/plans/${idOf('demo-fixed')}`, coachToken);
    expect(fixed.json().length_weeks).toBe(4);
    // Week 1 of demo-group includes a Back Squat.
    const week1 = await call(
      'GET',
      `coach/plans/${idOf('demo-group')}/schedule?from=${from}&to=${from}`,
      coachToken,
    );
    const names = week1
      .json<{ days: ScheduleDay[] }>()
      .days.flatMap((day) => day.blocks.flatMap((b) => b.exercises.map((e) => e.exercise.name)));
    expect(names).toContain('Back Squat');
  });

  it('gives every demo program a table and a tiled cover on first start, once', async () => {
    expect(await seedDemoCovers(t.app.ctx)).toBe(4);
    expect(await seedDemoCovers(t.app.ctx)).toBe(0);
    const call = api(t);
    for (const url of ['demo-group', 'demo-121', 'demo-session', 'demo-fixed']) {
      const plan = (await call('GET', `plans/${url}/public`)).json<PublicPlan>();
      const types = plan.covers.map((cover) => cover.cover_type).sort();
      expect(types).toEqual(['table_view', 'tiled_view']);
      const large = plan.covers.find((cover) => cover.cover_type === 'table_view')!.large;
      const image = await t.app.inject({ url: new URL(large).pathname });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/jpeg');
      const meta = await sharp(image.rawPayload).metadata();
      expect([meta.width, meta.height]).toEqual([500, 500]);
    }
  });
});

describe('demo results', () => {
  const daysAgo = (days: number) =>
    new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

  it("gives the demo client two weeks of results, a record and a comment answered, the coach's review", async () => {
    const call = api(t);
    const token = (await signIn(t.app, 'client@forma.test', DEMO_PASSWORD)).json().access_token;
    const sets: PerformedSet[] = [];
    let commented = 0;
    for (const from of [14, 7]) {
      const response = await call(
        'GET',
        `user/calendar/days?from=${daysAgo(from)}&to=${daysAgo(from - 6)}`,
        token,
      );
      expect(response.statusCode, response.body).toBe(200);
      const week = response.json<CalendarDays>();
      for (const entry of week.days.flatMap((d) => d.entries)) {
        expect(entry.completion).toBe('all');
        for (const block of entry.blocks) {
          sets.push(...block.performed);
          commented += block.comment_count;
        }
      }
    }
    expect(sets.length).toBeGreaterThan(50);
    expect(sets.some((set) => set.records.includes('heaviest_load'))).toBe(true);
    expect(commented).toBe(2);

    const coachToken = (await signIn(t.app, 'coach@forma.test', DEMO_PASSWORD)).json().access_token;
    const plan = (await call('GET', 'plans/demo-session/public')).json<PublicPlan>();
    const review = await call(
      'GET',
      `coach/plans/${plan.id}/review?from_week=1&to_week=2`,
      coachToken,
    );
    expect(review.statusCode, review.body).toBe(200);
    const counts = review.json<{ days: { all: number; some: number; none: number }[] }>().days;
    expect(counts.length).toBe(6);
    expect(counts.every((day) => day.all === 1 && day.some === 0 && day.none === 0)).toBe(true);
  });
});
