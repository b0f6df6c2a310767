import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer } from '../../../test/helpers.ts';
import { clientWithCard, membershipsOf, paidCoach, paidPlan } from '../../../test/paid-helpers.ts';
import { api, publishedPlan, type Session } from '../../../test/programs-helpers.ts';
import { flushStripeEvents } from '../../../test/stripe-helpers.ts';
import { now } from '../../platform/clock.ts';
import { endFinishedMemberships } from './membership-endings.ts';

let t: TestApp;
let call: ReturnType<typeof api>;
let coach: Session;

beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
  ({ coach } = await paidCoach(t));
});
afterAll(() => t.close());

/** The client counts users/me shows the coach (platform.md 3). */
async function counts() {
  const me = await t.app.inject({ url: '/api/users/me', headers: bearer(coach.token) });
  expect(me.statusCode, me.body).toBe(200);
  const { active_clients, active_sub_clients } = me.json().current.subscription;
  return { active: active_clients, paying: active_sub_clients };
}

async function buy(planId: number, client: Session) {
  const bought = await call('POST', `stripe/plan/${planId}/buy`, client.token);
  expect(bought.statusCode, bought.body).toBe(200);
}

async function membershipOf(planId: number, client: Session) {
  const rows = await membershipsOf(t, planId);
  return rows.find((row) => row.membership.userId === client.private.id)!.membership;
}

const coachCancel = async (planId: number, membershipId: number, body: object) => {
  const answer = await call(
    'POST',
    `coach/plans/${planId}/clients/${membershipId}/cancel`,
    coach.token,
    body,
  );
  expect(answer.statusCode, answer.body).toBe(200);
};

describe("users/me's client counts follow the account's memberships", () => {
  it('as clients buy, are cancelled (at period end, now with a refund), leave and finish', async () => {
    // Other accounts' clients are not this account's.
    const other = await paidCoach(t);
    const elsewhere = await clientWithCard(t, other.coach);
    await buy((await publishedPlan(t, other.coach.token)).id, elsewhere);
    expect(await counts()).toEqual({ active: 0, paying: 0 });

    const free = await publishedPlan(t, coach.token);
    const paid = await paidPlan(t, coach);
    const [ann, ben, cat] = [
      await clientWithCard(t, coach),
      await clientWithCard(t, coach),
      await clientWithCard(t, coach),
    ];

    await buy(free.id, ann!);
    expect(await counts()).toEqual({ active: 1, paying: 0 });
    await buy(paid.id, ben!);
    await buy(paid.id, cat!);
    await flushStripeEvents(t);
    expect(await counts()).toEqual({ active: 3, paying: 2 });
    // A client in two programs counts once.
    await buy(paid.id, ann!);
    await flushStripeEvents(t);
    expect(await counts()).toEqual({ active: 3, paying: 3 });

    // Cancelled at period end: still a client until then.
    await coachCancel(paid.id, (await membershipOf(paid.id, cat!)).id, { when: 'period_end' });
    await flushStripeEvents(t);
    expect(await counts()).toEqual({ active: 3, paying: 3 });

    // Cancelled now with a refund: no longer a client.
    await coachCancel(paid.id, (await membershipOf(paid.id, ben!)).id, {
      when: 'now',
      refund_amount: 500,
    });
    await flushStripeEvents(t);
    expect(await counts()).toEqual({ active: 2, paying: 2 });

    // Ann leaves the free program and keeps the paid one.
    const left = await call('DELETE', `athlete/plans/${free.id}/unsubscribe`, ann!.token);
    expect(left.statusCode, left.body).toBe(200);
    expect(await counts()).toEqual({ active: 2, paying: 2 });

    // A Fixed Length program's client finishes it after its last week.
    const fixed = await publishedPlan(t, coach.token, { plan_type: 'fixed', length_weeks: 1 });
    const dan = await clientWithCard(t, coach);
    await buy(fixed.id, dan);
    expect(await counts()).toEqual({ active: 3, paying: 2 });
    const ended = await endFinishedMemberships(
      t.database.db,
      new Date(now().getTime() + 10 * 24 * 60 * 60 * 1000),
    );
    expect(ended).toBeGreaterThanOrEqual(1);
    expect((await membershipOf(fixed.id, dan)).state).toBe('past');
    expect((await counts()).active).toBe(2);
  });
});
