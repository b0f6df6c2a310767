import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayIn } from '@forma/contract/programs/days';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer } from '../../../test/helpers.ts';
import { clientWithCard, membershipsOf, paidCoach, paidPlan } from '../../../test/paid-helpers.ts';
import {
  api,
  newClient,
  newCoach,
  publishedPlan,
  type Session,
} from '../../../test/programs-helpers.ts';
import { flushStripeEvents } from '../../../test/stripe-helpers.ts';
import { now } from '../../platform/clock.ts';
import { endFinishedMemberships } from './membership-endings.ts';

let t: TestApp;
let call: ReturnType<typeof api>;

beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
});
afterAll(() => t.close());

/** The client counts users/me shows the coach (platform.md 3). */
async function counts(coach: Session) {
  const me = await t.app.inject({ url: '/api/users/me', headers: bearer(coach.token) });
  expect(me.statusCode, me.body).toBe(200);
  const { active_clients, active_sub_clients } = me.json().current.subscription;
  return { active: active_clients, paying: active_sub_clients };
}

async function buy(planId: number, client: Session, body: object = {}) {
  const bought = await call('POST', `stripe/plan/${planId}/buy`, client.token, body);
  expect(bought.statusCode, bought.body).toBe(200);
  await flushStripeEvents(t);
}

async function membershipOf(planId: number, client: Session) {
  const rows = await membershipsOf(t, planId);
  return rows.find((row) => row.membership.userId === client.private.id)!.membership;
}

async function coachCancel(coach: Session, planId: number, client: Session, body: object) {
  const { id } = await membershipOf(planId, client);
  const answer = await call(
    'POST',
    `coach/plans/${planId}/clients/${id}/cancel`,
    coach.token,
    body,
  );
  expect(answer.statusCode, answer.body).toBe(200);
  await flushStripeEvents(t);
}

describe("users/me's client counts follow the account's memberships", () => {
  it("as clients buy: each client once, paying ones apart, other accounts' clients not", async () => {
    const { coach } = await paidCoach(t);
    const other = await newCoach(t);
    await buy((await publishedPlan(t, other.token)).id, await newClient(t));
    expect(await counts(coach)).toEqual({ active: 0, paying: 0 });

    const free = await publishedPlan(t, coach.token);
    const paid = await paidPlan(t, coach);
    const ann = await clientWithCard(t, coach);
    await buy(free.id, ann);
    expect(await counts(coach)).toEqual({ active: 1, paying: 0 });
    await buy(paid.id, await clientWithCard(t, coach));
    expect(await counts(coach)).toEqual({ active: 2, paying: 1 });
    // A client in two programs counts once.
    await buy(paid.id, ann);
    expect(await counts(coach)).toEqual({ active: 2, paying: 2 });
  }, 120_000);

  it('as the coach cancels: at period end still a client, now with a refund no longer', async () => {
    const { coach } = await paidCoach(t);
    const paid = await paidPlan(t, coach);
    const [ben, cat] = [await clientWithCard(t, coach), await clientWithCard(t, coach)];
    await buy(paid.id, ben);
    await buy(paid.id, cat);
    expect(await counts(coach)).toEqual({ active: 2, paying: 2 });

    await coachCancel(coach, paid.id, cat, { when: 'period_end' });
    expect(await counts(coach)).toEqual({ active: 2, paying: 2 });

    await coachCancel(coach, paid.id, ben, { when: 'now', refund_amount: 500 });
    expect((await membershipOf(paid.id, ben)).state).toBe('canceled');
    expect(await counts(coach)).toEqual({ active: 1, paying: 1 });
  }, 120_000);

  it('as a client leaves a program, and as one finishes a Fixed Length program', async () => {
    const coach = await newCoach(t);
    const free = await publishedPlan(t, coach.token);
    const fixed = await publishedPlan(t, coach.token, { plan_type: 'fixed', length_weeks: 1 });
    const [ann, dan] = [await newClient(t), await newClient(t)];
    await buy(free.id, ann);
    await buy(fixed.id, dan, { start_date: dayIn(now(), 'UTC') });
    expect(await counts(coach)).toEqual({ active: 2, paying: 0 });

    const left = await call('DELETE', `athlete/plans/${free.id}/unsubscribe`, ann.token);
    expect(left.statusCode, left.body).toBe(200);
    expect(await counts(coach)).toEqual({ active: 1, paying: 0 });

    // Ten days on, the one-week program is over for Dan.
    await endFinishedMemberships(t.app.ctx, new Date(now().getTime() + 10 * DAY_MS));
    expect((await membershipOf(fixed.id, dan)).state).toBe('past');
    expect(await counts(coach)).toEqual({ active: 0, paying: 0 });
  }, 60_000);

  it('as a client deletes their account, and as one in two programs leaves one', async () => {
    const coach = await newCoach(t);
    const [one, two] = [await publishedPlan(t, coach.token), await publishedPlan(t, coach.token)];
    const [ann, ben] = [await newClient(t), await newClient(t)];
    await buy(one.id, ann);
    await buy(two.id, ann);
    await buy(two.id, ben);
    expect(await counts(coach)).toEqual({ active: 2, paying: 0 });

    const gone = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/me',
      headers: bearer(ben.token),
      payload: { confirmation: 'DELETE' },
    });
    expect(gone.statusCode, gone.body).toBe(204);
    expect(await counts(coach)).toEqual({ active: 1, paying: 0 });

    // Ann still holds a place in the other program: she counts until both are gone.
    const left = await call('DELETE', `athlete/plans/${one.id}/unsubscribe`, ann.token);
    expect(left.statusCode, left.body).toBe(200);
    expect(await counts(coach)).toEqual({ active: 1, paying: 0 });
    const leftBoth = await call('DELETE', `athlete/plans/${two.id}/unsubscribe`, ann.token);
    expect(leftBoth.statusCode, leftBoth.body).toBe(200);
    expect(await counts(coach)).toEqual({ active: 0, paying: 0 });
  }, 60_000);
});

const DAY_MS = 24 * 60 * 60 * 1000;
