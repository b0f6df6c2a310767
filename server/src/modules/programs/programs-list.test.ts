import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayIn } from '@forma/contract/programs/days';
import type { PlanListResponse } from '@forma/contract/programs/programs.schemas';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  api,
  newClient,
  newCoach,
  publishedPlan,
  type Session,
} from '../../../test/programs-helpers.ts';
import { setNow } from '../../platform/clock.ts';
import { paidCoach, paidPlan } from '../../../test/paid-helpers.ts';
import { exercises } from '../exercises/exercises.tables.ts';
import { MEMBERSHIP_STATES } from '@forma/contract/programs/programs.rules';
import { isOngoing } from '@forma/contract/purchase/membership-states.rules';
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
afterEach(() => setNow(null));
afterAll(() => t.close());

/** The attention tab's programs and count, and the active tab's count. */
async function tabs(coach: Session) {
  const response = await call('GET', 'coach/plans?tab=attention', coach.token);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<PlanListResponse>();
  return { ids: body.items.map((row) => row.id), ...body.counts };
}

async function buy(planId: number, client: Session) {
  const bought = await call('POST', `stripe/plan/${planId}/buy`, client.token);
  expect(bought.statusCode, bought.body).toBe(200);
}

/** Saves a day holding one training block on `date` of a Group Rolling Calendar program. */
async function trainOn(coach: Session, planId: number, date: string) {
  const response = await call('PUT', `coach/plans/${planId}/schedule`, coach.token, {
    days: [
      {
        key: { date },
        version: 0,
        blocks: [
          {
            kind: 'training',
            title: 'Strength',
            exercises: [{ exercise_id: backSquat, sets: [{ reps: { min: 5 } }] }],
          },
        ],
      },
    ],
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe('the programs list keeps its attention tab current as the data changes', () => {
  it('as clients join and leave, the program is archived, and its training is programmed', async () => {
    const coach = await newCoach(t);
    const plan = await publishedPlan(t, coach.token, { plan_type: 'one_many' });
    // No client: nothing needs training.
    expect(await tabs(coach)).toEqual({ ids: [], active: 1, attention: 0 });

    const ann = await newClient(t);
    await buy(plan.id, ann);
    expect(await tabs(coach)).toEqual({ ids: [plan.id], active: 1, attention: 1 });

    const left = await call('DELETE', `athlete/plans/${plan.id}/unsubscribe`, ann.token);
    expect(left.statusCode, left.body).toBe(200);
    expect(await tabs(coach)).toEqual({ ids: [], active: 1, attention: 0 });

    await buy(plan.id, await newClient(t));
    expect(await tabs(coach)).toEqual({ ids: [plan.id], active: 1, attention: 1 });

    // Ten days of training ahead: all good.
    await trainOn(coach, plan.id, addDays(today, 10));
    expect(await tabs(coach)).toEqual({ ids: [], active: 1, attention: 0 });

    // Archived: out of the tab, still in the account's programs.
    const archived = await call('PUT', `coach/plans/${plan.id}/archive`, coach.token);
    expect(archived.statusCode, archived.body).toBe(200);
    expect(await tabs(coach)).toEqual({ ids: [], active: 1, attention: 0 });
  });

  it('as the days pass, with nothing written', async () => {
    const coach = await newCoach(t);
    const plan = await publishedPlan(t, coach.token, { plan_type: 'one_many' });
    await buy(plan.id, await newClient(t));
    await trainOn(coach, plan.id, addDays(today, 5));
    expect(await tabs(coach)).toEqual({ ids: [], active: 1, attention: 0 });

    // Two days later only three days of training are left.
    setNow(new Date(`${addDays(today, 2)}T12:00:00Z`));
    expect(await tabs(coach)).toEqual({ ids: [plan.id], active: 1, attention: 1 });
  });
});

describe("the programs list's rows", () => {
  it("show each program's own prices", async () => {
    const { coach } = await paidCoach(t);
    const monthly = await paidPlan(t, coach, { title: 'Monthly' });
    const yearly = await paidPlan(t, coach, {
      title: 'Yearly',
      price_options: [{ period: 'yearly', price: 9900 }],
    });
    const response = await call('GET', 'coach/plans', coach.token);
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.json<PlanListResponse>().items;
    const pricesOf = (id: number) =>
      rows.find((row) => row.id === id)!.prices.map((p) => [p.period, p.price]);
    expect(pricesOf(monthly.id)).toEqual([['monthly', 1500]]);
    expect(pricesOf(yearly.id)).toEqual([['yearly', 9900]]);
  }, 60_000);

  it('count the clients in an ongoing state, as any writer changes the memberships', async () => {
    const coach = await newCoach(t);
    const plan = await publishedPlan(t, coach.token, { plan_type: 'one_many' });
    const other = await publishedPlan(t, coach.token, { plan_type: 'one_many' });
    const clientsOf = async () => {
      const response = await call('GET', 'coach/plans', coach.token);
      expect(response.statusCode, response.body).toBe(200);
      const rows = response.json<PlanListResponse>().items;
      return [plan.id, other.id].map((id) => rows.find((row) => row.id === id)!.clients_count);
    };
    const db = t.database.db;
    const m = planMemberships;
    // One membership in every state, written directly (webhooks and sweeps write them so too).
    const rows = await db
      .insert(m)
      .values(
        MEMBERSHIP_STATES.map((state, i) => ({
          planId: plan.id,
          accountId: coach.current.id,
          email: `state-${i}@example.com`,
          state,
          startDate: '2999-01-01',
        })),
      )
      .returning({ id: m.id, state: m.state });
    const ongoing = MEMBERSHIP_STATES.filter(isOngoing).length;
    expect(await clientsOf()).toEqual([ongoing, 0]);

    // Every ongoing one ends, then one comes back.
    await db.update(m).set({ state: 'canceled' }).where(eq(m.planId, plan.id));
    expect(await clientsOf()).toEqual([0, 0]);
    await db.update(m).set({ state: 'active' }).where(eq(m.id, rows[0]!.id));
    expect(await clientsOf()).toEqual([1, 0]);

    // Moved to the other program, then removed.
    await db.update(m).set({ planId: other.id }).where(eq(m.id, rows[0]!.id));
    expect(await clientsOf()).toEqual([0, 1]);
    await db.delete(m).where(eq(m.id, rows[0]!.id));
    expect(await clientsOf()).toEqual([0, 0]);
  });
});
