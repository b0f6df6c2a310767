import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@forma/contract/programs/days';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  api,
  errorsOf,
  newClient,
  newCoach,
  publishedPlan,
  setPlan,
  type Session,
} from '../../../test/programs-helpers.ts';
import { clientWithCard, membershipsOf, paidCoach, paidPlan } from '../../../test/paid-helpers.ts';
import { setNow } from '../../platform/clock.ts';
import { planMemberships } from './purchase.tables.ts';

let t: TestApp;
let call: ReturnType<typeof api>;
const TODAY = '2030-03-10';
const START = addDays(TODAY, 3);

beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
  setNow(new Date(`${TODAY}T12:00:00Z`));
});
afterAll(async () => {
  await t.close();
});

const clients = async (n: number) => {
  const made: Session[] = [];
  for (let i = 0; i < n; i += 1) made.push(await newClient(t));
  return made;
};

const buy = (planId: number, client: Session) =>
  call('POST', `stripe/plan/${planId}/buy`, client.token, { start_date: START });

/** Every client's buy sent at once: how many joined, and what the others were told. */
async function buyAtOnce(planId: number, crowd: Session[]) {
  const responses = await Promise.all(crowd.map((client) => buy(planId, client)));
  const joined = responses.filter((r) => r.statusCode === 200).length;
  const refusals = responses.filter((r) => r.statusCode !== 200).map((r) => errorsOf(r).base);
  return { joined, refusals };
}

/** The program's memberships that took a place (an invitation not taken up takes none). */
async function places(planId: number) {
  const m = planMemberships;
  const rows = await t.database.db
    .select({ id: m.id })
    .from(m)
    .where(and(eq(m.planId, planId), ne(m.state, 'init')));
  return rows.length;
}

describe('the FREE limits under simultaneous joins (spec 6)', () => {
  it('lets exactly 5 clients into a FREE coach’s free program, counting the ones already in', async () => {
    const coach = await newCoach(t, 'free');
    const plan = await publishedPlan(t, coach.token);
    for (const early of await clients(2)) expect((await buy(plan.id, early)).statusCode).toBe(200);

    const { joined, refusals } = await buyAtOnce(plan.id, await clients(20));

    expect(joined).toBe(3);
    expect(refusals).toEqual(Array(17).fill(['Program unavailable']));
    expect(await places(plan.id)).toBe(5);
  });

  it('counts people: a FREE coach’s 5 clients may join a second program, a sixth person may not', async () => {
    const coach = await newCoach(t, 'free');
    const first = await publishedPlan(t, coach.token);
    const second = await publishedPlan(t, coach.token);
    const five = await clients(5);
    for (const client of five) expect((await buy(first.id, client)).statusCode).toBe(200);

    const again = await buy(second.id, five[0]!);
    const [stranger] = await clients(1);
    const sixth = await buy(second.id, stranger!);

    expect(again.statusCode).toBe(200);
    expect(sixth.statusCode).toBe(422);
    expect(errorsOf(sixth).base).toEqual(['Program unavailable']);
    expect(await places(second.id)).toBe(1);
  });

  it('lets a Fixed Length program be downloaded 5 times, cancelled downloads included', async () => {
    const coach = await newCoach(t, 'free');
    const plan = await publishedPlan(t, coach.token, { plan_type: 'fixed' });
    for (const early of await clients(2)) {
      expect((await buy(plan.id, early)).statusCode).toBe(200);
      const left = await call('DELETE', `athlete/plans/${plan.id}/unsubscribe`, early.token);
      expect(left.statusCode).toBe(200);
    }

    const { joined, refusals } = await buyAtOnce(plan.id, await clients(20));

    expect(joined).toBe(3);
    expect(refusals).toEqual(Array(17).fill(['Program unavailable']));
    expect(await places(plan.id)).toBe(5);
  });

  it('charges only the 5 paying clients who got a place', async () => {
    const { coach } = await paidCoach(t);
    const plan = await paidPlan(t, coach);
    await setPlan(t, coach.current.id, 'free');
    const crowd: Session[] = [];
    for (let i = 0; i < 12; i += 1) crowd.push(await clientWithCard(t, coach));

    const { joined, refusals } = await buyAtOnce(plan.id, crowd);

    expect(joined).toBe(5);
    expect(refusals).toEqual(Array(7).fill(['Program unavailable']));
    const rows = await membershipsOf(t, plan.id);
    expect(rows.map((row) => row.membership.state)).toEqual(Array(5).fill('active'));
    expect(rows.flatMap((row) => row.payments)).toHaveLength(5);
  });

  it('does not limit a PROFESSIONAL coach', async () => {
    const coach = await newCoach(t);
    const plan = await publishedPlan(t, coach.token);

    const { joined } = await buyAtOnce(plan.id, await clients(20));

    expect(joined).toBe(20);
    expect(await places(plan.id)).toBe(20);
  });
});
