import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  api,
  newClient,
  newCoach,
  publishedPlan,
  setPlan,
} from '../../../test/programs-helpers.ts';
import { connectStripe, stripeRowOf } from '../../../test/stripe-helpers.ts';
import { runJobs } from '../../../test/jobs.ts';
import type { LiveDelivery } from '../../platform/live/live-bus.ts';
import { planMemberships } from '../purchase/purchase.tables.ts';

let t: TestApp;
let call: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
});
afterAll(async () => {
  await t.close();
});

const disconnect = (token: string) => call('DELETE', 'stripe/account', token);

describe('DELETE stripe/account', () => {
  it('is refused while a client pays for a program; free clients do not hold it back', async () => {
    const coach = await newCoach(t);
    const stripeAccount = await connectStripe(t, coach);
    const plan = await publishedPlan(t, coach.token, {
      price_options: [{ period: 'monthly', price: 1500 }],
    });
    const free = await publishedPlan(t, coach.token, { title: 'Free' });
    const [payer, freeClient] = [await newClient(t), await newClient(t)];
    const membership = (userId: number, planId: number, amount: number) => ({
      planId,
      accountId: coach.current.id,
      userId,
      state: 'active' as const,
      startDate: '2026-01-05',
      applied: true,
      amount,
      currency: 'GBP',
    });
    await t.database.db
      .insert(planMemberships)
      .values([
        membership(payer.private.id, plan.id, 1500),
        membership(freeClient.private.id, free.id, 0),
      ]);

    const refused = await disconnect(coach.token);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.base).toEqual([
      'You cannot disconnect Stripe while clients have active paid subscriptions. Cancel them first, or keep the account connected until they end.',
    ]);
    expect((await stripeRowOf(t, coach.current.id))!.stripeAccountId).toBe(stripeAccount);
    await expect(t.app.ctx.stripe.accounts.retrieve(stripeAccount)).resolves.toMatchObject({
      id: stripeAccount,
    });
  });

  it('deletes a custom account at Stripe, forgets it and tells the owner', async () => {
    const coach = await newCoach(t);
    const stripeAccount = await connectStripe(t, coach);
    const deliveries: LiveDelivery[] = [];
    const stop = t.app.ctx.live.subscribe((delivery) => deliveries.push(delivery));
    try {
      const answer = await disconnect(coach.token);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ stripe_account: null });
      // The owner's other tabs hear of it from the event's dispatch, a worker's job after the answer.
      await runJobs(t);
      expect(deliveries.at(-1)).toMatchObject({
        userId: coach.private.id,
        message: {
          type: 'stripe_status_changed',
          data: {
            account_id: coach.current.id,
            stripe_connect: null,
            stripe_connect_status: null,
            stripe_connect_payouts: null,
          },
        },
      });
    } finally {
      stop();
    }
    expect(await stripeRowOf(t, coach.current.id)).toBeNull();
    await expect(t.app.ctx.stripe.accounts.retrieve(stripeAccount)).rejects.toThrow();
    const me = (await call('GET', 'users/me', coach.token)).json().current;
    expect(me.stripe_connect).toBeNull();
    // Nothing left to disconnect: the same answer.
    expect((await disconnect(coach.token)).json()).toEqual({ stripe_account: null });
  });

  it("only forgets a standard account: it is the coach's own", async () => {
    const coach = await newCoach(t);
    const stripeAccount = await connectStripe(t, coach, { type: 'standard', onboarded: 'nothing' });
    expect((await disconnect(coach.token)).statusCode).toBe(200);
    expect(await stripeRowOf(t, coach.current.id)).toBeNull();
    await expect(t.app.ctx.stripe.accounts.retrieve(stripeAccount)).resolves.toMatchObject({
      id: stripeAccount,
    });
  });

  it('is refused to a blocked owner (406)', async () => {
    const coach = await newCoach(t);
    await connectStripe(t, coach, { onboarded: 'nothing' });
    await setPlan(t, coach.current.id, 'blocked');
    expect((await disconnect(coach.token)).statusCode).toBe(406);
    expect(await stripeRowOf(t, coach.current.id)).not.toBeNull();
  });
});
