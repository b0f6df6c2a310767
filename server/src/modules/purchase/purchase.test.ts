import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  MyProgramCard,
  PublicPlanWithNotice,
} from '@forma/contract/purchase/purchase.schemas';
import { addDays } from '@forma/contract/programs/days';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  api,
  errorsOf,
  newClient,
  newCoach,
  publishedPlan,
  type Session,
} from '../../../test/programs-helpers.ts';
import { setNow } from '../../platform/clock.ts';
import { plans } from '../programs/programs.tables.ts';
import { planMemberships } from './purchase.tables.ts';

let t: TestApp;
let call: ReturnType<typeof api>;
let coach: Session;
const TODAY = '2030-03-10';

beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
  coach = await newCoach(t);
});
afterAll(async () => {
  await t.close();
});

function atNoon() {
  setNow(new Date(`${TODAY}T12:00:00Z`));
}

async function myPrograms(token: string, list = 'active') {
  const response = await call('GET', `athlete/plans?list=${list}`, token);
  expect(response.statusCode).toBe(200);
  return response.json<{ items: MyProgramCard[] }>().items;
}

describe("'Get for Free' (4.5)", () => {
  it('joins a group program from today and shows it in My programs', async () => {
    atNoon();
    const client = await newClient(t);
    const plan = await publishedPlan(t, coach.token);
    const response = await call('POST', `stripe/plan/${plan.id}/buy`, client.token);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<PublicPlanWithNotice>();
    expect(body.notice).toBe('You have been successfully subscribed to the Program.');
    expect(body.membership).toMatchObject({ state: 'active', start_date: TODAY, is_applied: true });
    expect(body.is_bought).toBe(true);
    const cards = await myPrograms(client.token);
    expect(cards.map((c) => [c.plan.id, c.badge.label, c.main_action, c.can_cancel])).toEqual([
      [plan.id, 'Active', 'calendar', true],
    ]);
    const again = await call('POST', `stripe/plan/${plan.id}/buy`, client.token);
    expect(errorsOf(again).base).toEqual(['You already have this program.']);
    const subscription = await call('GET', 'subscribe', coach.token);
    expect(subscription.json().active_clients).toBe(1);
  });

  it('needs a start date in range for a fixed program, then schedules it', async () => {
    atNoon();
    const client = await newClient(t);
    const plan = await publishedPlan(t, coach.token, { plan_type: 'fixed' });
    const missing = await call('POST', `stripe/plan/${plan.id}/buy`, client.token, {});
    expect(errorsOf(missing).start_date).toEqual(['Please choose a start date.']);
    const past = await call('POST', `stripe/plan/${plan.id}/buy`, client.token, {
      start_date: addDays(TODAY, -1),
    });
    expect(errorsOf(past).start_date).toEqual(['Please choose a start date in the allowed range.']);
    const later = addDays(TODAY, 20);
    const bought = await call('POST', `stripe/plan/${plan.id}/buy`, client.token, {
      start_date: later,
    });
    const body = bought.json<PublicPlanWithNotice>();
    expect(body.notice).toBe('Program has been successfully purchased.');
    expect(body.membership).toMatchObject({ state: 'scheduled', start_date: later });
    expect((await myPrograms(client.token))[0]!.badge.label).toBe('Scheduled');

    // Reschedule (2.8).
    const info = await call('GET', `plans/${plan.id}/re_add_info`, client.token);
    expect(info.json()).toEqual({ start_current_schedule: later, min_available_date: TODAY });
    const early = await call('POST', `plans/${plan.id}/re_add_schedule`, client.token, {
      date: addDays(TODAY, -2),
    });
    expect(errorsOf(early).date).toEqual([
      'Please choose a date on or after the first available date.',
    ]);
    const moved = await call('POST', `plans/${plan.id}/re_add_schedule`, client.token, {
      date: TODAY,
    });
    expect(moved.json()).toEqual({
      message: 'Strength Block has been successfully rescheduled.',
      start_date: TODAY,
    });
    expect((await myPrograms(client.token))[0]!.membership.state).toBe('active');
    const missingDate = await call('POST', `plans/${plan.id}/re_add_schedule`, client.token, {});
    expect(errorsOf(missingDate).date).toEqual(['Please choose a start date.']);
  });

  it('starts a scheduled membership on its day without any job', async () => {
    atNoon();
    const client = await newClient(t);
    const plan = await publishedPlan(t, coach.token, { plan_type: 'fixed' });
    await call('POST', `stripe/plan/${plan.id}/buy`, client.token, {
      start_date: addDays(TODAY, 1),
    });
    setNow(new Date(`${addDays(TODAY, 1)}T12:00:00Z`));
    expect((await myPrograms(client.token))[0]!.membership.state).toBe('active');
  });

  it('asks for the waiver first, records it, and keeps a launched membership within 7 days', async () => {
    atNoon();
    const client = await newClient(t);
    const plan = await publishedPlan(t, coach.token, {
      plan_type: 'membership',
      launch_date: '2030-01-01',
      waiver: { enabled: true, text: '<p>Train safe</p>', attachments: [] },
    });
    const before = await call('POST', `stripe/plan/${plan.id}/buy`, client.token, {
      start_date: TODAY,
    });
    expect(errorsOf(before).waiver).toEqual(['The waiver must be accepted to proceed.']);
    const accepted = await call('POST', `plans/${plan.id}/waiver/accept`, client.token);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().plan_waiver).toMatchObject({
      show: true,
      full_name: 'Casey Jordan',
      accepted_text: `Casey Jordan accepted the waiver to Strength Block on 10/03/2030 at 12:00`,
      created_at: '2030-03-10 12:00:00 +0000',
    });
    const tooLate = await call('POST', `stripe/plan/${plan.id}/buy`, client.token, {
      start_date: addDays(TODAY, 8),
    });
    expect(errorsOf(tooLate).start_date).toEqual([
      'Please choose a start date in the allowed range.',
    ]);
    const ok = await call('POST', `stripe/plan/${plan.id}/buy`, client.token, {
      start_date: addDays(TODAY, 7),
    });
    expect(ok.statusCode).toBe(200);
    expect((await call('POST', `plans/${plan.id}/waiver/accept`, coach.token)).statusCode).toBe(
      403,
    );
  });

  it('starts a membership plan that launches later on its launch date', async () => {
    atNoon();
    const client = await newClient(t);
    const plan = await publishedPlan(t, coach.token, {
      plan_type: 'membership',
      launch_date: '2030-04-01',
    });
    const bought = await call('POST', `stripe/plan/${plan.id}/buy`, client.token);
    expect(bought.json<PublicPlanWithNotice>().membership).toMatchObject({
      state: 'scheduled',
      start_date: '2030-04-01',
    });
  });
});

describe('cancel, resume, restart (4.4, 4.7)', () => {
  it('cancels a free program at once and resumes it by continuing or restarting', async () => {
    atNoon();
    const client = await newClient(t);
    const plan = await publishedPlan(t, coach.token, { plan_type: 'membership' });
    await call('POST', `stripe/plan/${plan.id}/buy`, client.token, { start_date: TODAY });
    const cancelled = await call('DELETE', `athlete/plans/${plan.id}/unsubscribe`, client.token);
    expect(cancelled.statusCode).toBe(200);
    const body = cancelled.json<PublicPlanWithNotice>();
    expect(body.notice).toBe('Program successfully cancelled.');
    expect(body.membership).toMatchObject({
      state: 'canceled',
      canceled_by: 'canceled_by_athlete',
    });
    expect(body.will_resume).toBe(true);
    expect((await myPrograms(client.token, 'past')).map((c) => c.main_action)).toEqual(['resume']);

    const continued = await call('POST', `stripe/plan/${plan.id}/buy`, client.token, {
      resume_type: 'continue',
    });
    expect(continued.json<PublicPlanWithNotice>()).toMatchObject({
      notice: 'Your program has been resumed successfully!',
      membership: { state: 'active', start_date: TODAY },
    });

    await call('DELETE', `stripe/plan/${plan.id}/unsubscribe`, client.token);
    const restarted = await call('POST', `stripe/plan/${plan.id}/buy`, client.token, {
      resume_type: 'restart',
    });
    expect(restarted.json<PublicPlanWithNotice>().membership).toMatchObject({
      state: 'resume',
      is_applied: false,
      start_date: null,
    });
    const badDate = await call('POST', 'schedule/apply_plan', client.token, {
      plan_id: plan.id,
      start_date: addDays(TODAY, -1),
    });
    expect(errorsOf(badDate).start_date).toEqual([
      'Please choose a start date in the allowed range.',
    ]);
    const applied = await call('POST', 'schedule/apply_plan', client.token, {
      plan_id: plan.id,
      start_date: addDays(TODAY, 2),
    });
    expect(applied.json<PublicPlanWithNotice>()).toMatchObject({
      notice: 'Program successfully added',
      membership: { state: 'scheduled', start_date: addDays(TODAY, 2), is_applied: true },
    });
  });

  it('continues or restarts a resumed membership through plans/{id}/resume', async () => {
    atNoon();
    const client = await newClient(t);
    const plan = await publishedPlan(t, coach.token, { plan_type: 'membership' });
    await call('POST', `stripe/plan/${plan.id}/buy`, client.token, { start_date: TODAY });
    const notResumed = await call('POST', `plans/${plan.id}/resume`, client.token, {
      resume_type: 'continue',
    });
    expect(errorsOf(notResumed).base).toEqual(['Program unavailable']);
    await t.database.db
      .update(planMemberships)
      .set({ state: 'resume' })
      .where(eq(planMemberships.planId, plan.id));
    const restart = await call('POST', `plans/${plan.id}/resume`, client.token, {
      resume_type: 'restart',
    });
    expect(restart.json<PublicPlanWithNotice>().membership).toMatchObject({
      state: 'resume',
      is_applied: false,
    });
    await t.database.db
      .update(planMemberships)
      .set({ startDate: TODAY })
      .where(eq(planMemberships.planId, plan.id));
    const cont = await call('POST', `plans/${plan.id}/resume`, client.token, {
      resume_type: 'continue',
    });
    expect(cont.json<PublicPlanWithNotice>()).toMatchObject({
      notice: 'Your program has been resumed successfully!',
      membership: { state: 'active', is_applied: true },
    });
    const wrong = await call('POST', `plans/${plan.id}/resume`, client.token, {
      resume_type: 'later',
    });
    expect(wrong.statusCode).toBe(422);
  });

  it('does not reschedule a calendar program or one not bought', async () => {
    atNoon();
    const client = await newClient(t);
    const group = await publishedPlan(t, coach.token);
    await call('POST', `stripe/plan/${group.id}/buy`, client.token);
    expect(errorsOf(await call('GET', `plans/${group.id}/re_add_info`, client.token)).base).toEqual(
      ['This program follows the calendar and cannot be rescheduled.'],
    );
    const fixed = await publishedPlan(t, coach.token, { plan_type: 'fixed' });
    expect(errorsOf(await call('GET', `plans/${fixed.id}/re_add_info`, client.token)).base).toEqual(
      ['You have not started this program.'],
    );
    expect(
      errorsOf(await call('DELETE', `athlete/plans/${fixed.id}/unsubscribe`, client.token)).base,
    ).toEqual(['You have not started this program.']);
  });
});

describe('refusals', () => {
  it('refuses coaches, visitors, paid, blocked-for-new and full FREE programs', async () => {
    atNoon();
    const client = await newClient(t);
    const plan = await publishedPlan(t, coach.token);
    expect((await call('POST', `stripe/plan/${plan.id}/buy`, coach.token)).statusCode).toBe(403);
    expect((await call('POST', `stripe/plan/${plan.id}/buy`, null)).statusCode).toBe(401);
    expect((await call('POST', 'stripe/plan/999999/buy', client.token)).statusCode).toBe(404);

    await call('PUT', `coach/plans/${plan.id}/block_subscriptions`, coach.token);
    expect(errorsOf(await call('POST', `stripe/plan/${plan.id}/buy`, client.token)).base).toEqual([
      'Program unavailable',
    ]);
    await call('PUT', `coach/plans/${plan.id}/make_available`, coach.token);
    await t.database.db.update(plans).set({ pricing: 'paid' }).where(eq(plans.id, plan.id));
    expect(errorsOf(await call('POST', `stripe/plan/${plan.id}/buy`, client.token)).base).toEqual([
      "This coach can't take payments at the moment, so the program cannot be bought yet.",
    ]);

    // FREE: up to 5 clients.
    const freeCoach = await newCoach(t, 'free');
    const small = await publishedPlan(t, freeCoach.token);
    for (let i = 0; i < 5; i += 1) {
      const member = await newClient(t);
      expect((await call('POST', `stripe/plan/${small.id}/buy`, member.token)).statusCode).toBe(
        200,
      );
    }
    const sixth = await newClient(t);
    const view = await call('GET', `plans/${small.id}/public`, sixth.token);
    expect(view.json().can_sale).toBe(false);
    expect(errorsOf(await call('POST', `stripe/plan/${small.id}/buy`, sixth.token)).base).toEqual([
      'Program unavailable',
    ]);
  });
});
