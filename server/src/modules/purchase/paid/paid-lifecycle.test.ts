import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicPlanWithNotice } from '@forma/contract/purchase/purchase.schemas';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { api, errorsOf, type Session } from '../../../../test/programs-helpers.ts';
import { flushStripeEvents } from '../../../../test/stripe-helpers.ts';
import {
  clientWithCard,
  membershipsOf,
  paidCoach,
  paidPlan,
  unansweredAttempt,
} from '../../../../test/paid-helpers.ts';
import { ensureCustomer } from '../../cards/cards.api.ts';
import { outboxEvents } from '../../../platform/events/outbox.tables.ts';
import { planMemberships } from '../purchase.tables.ts';
import { createSubscription, idempotencyKey } from './first-charge.ts';
import { membershipCharges } from './paid.tables.ts';
import { reconcilePurchases } from './reconcile.ts';

let t: TestApp;
let call: ReturnType<typeof api>;
let coach: Session;
let stripeAccount: string;

beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
  ({ coach, stripeAccount } = await paidCoach(t));
});
afterAll(async () => {
  t.app.ctx.payments.sandbox!.settings.chaos = { duplicate: false, reorder: false };
  await t.close();
});

describe('webhooks', () => {
  it('duplicated and reordered events leave one correct membership and one payment', async () => {
    t.app.ctx.payments.sandbox!.settings.chaos = { duplicate: true, reorder: true };
    try {
      const plan = await paidPlan(t, coach);
      const client = await clientWithCard(t, coach);
      expect((await call('POST', `stripe/plan/${plan.id}/buy`, client.token)).statusCode).toBe(200);
      // The events of the purchase arrive twice and backwards, after the buy wrote the row.
      await flushStripeEvents(t);
      const rows = await membershipsOf(t, plan.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.membership.state).toBe('active');
      expect(rows[0]!.payments).toMatchObject([{ amount: 1500, status: 'succeeded' }]);
      // Even an `incomplete` snapshot delivered late leaves it active: the re-read state wins.
      await t.database.db
        .update(planMemberships)
        .set({ state: 'incomplete' })
        .where(eq(planMemberships.id, rows[0]!.membership.id));
      await t.app.ctx.stripe.subscriptions.update(
        rows[0]!.charge!.subscriptionId!,
        { metadata: { touched: 'yes' } },
        { stripeAccount },
      );
      await flushStripeEvents(t);
      expect((await membershipsOf(t, plan.id))[0]!.membership.state).toBe('active');
      const made = await t.database.db
        .select()
        .from(outboxEvents)
        .where(eq(outboxEvents.name, 'payment.succeeded'));
      const mine = made.filter(
        (e) => (e.payload as { membershipId: number }).membershipId === rows[0]!.membership.id,
      );
      expect(mine).toHaveLength(1);
    } finally {
      t.app.ctx.payments.sandbox!.settings.chaos = { duplicate: false, reorder: false };
    }
  });
});

describe('reconciliation', () => {
  it('a server killed between the charge and the write is put right', async () => {
    const plan = await paidPlan(t, coach);
    const client = await clientWithCard(t, coach);
    // The buy's own steps up to the charge, then the crash: the subscription id is never written.
    const { membership, planRow, attempt } = await unansweredAttempt(
      t,
      coach,
      client,
      plan,
      stripeAccount,
    );
    const ctx = t.app.ctx;
    const subscription = await createSubscription(ctx, planRow, attempt, '2000-01-01');
    expect(idempotencyKey(attempt)).toBe(`buy-${membership.id}-1`);

    // A purchase still in its request is left alone; once old enough it is read from Stripe.
    expect(await reconcilePurchases(ctx, new Date(Date.now() - 60_000))).toBe(0);
    expect(await reconcilePurchases(ctx, new Date(Date.now() + 1000))).toBeGreaterThan(0);
    const [fixed] = await membershipsOf(t, plan.id);
    expect(fixed!.membership.state).toBe('active');
    expect(fixed!.charge!.subscriptionId).toBe(subscription.id);
    expect(fixed!.payments).toMatchObject([{ amount: 1500, status: 'succeeded' }]);
  });

  it('an attempt Stripe never made is closed, and the program can be bought again', async () => {
    const plan = await paidPlan(t, coach);
    const client = await clientWithCard(t, coach);
    const ctx = t.app.ctx;
    const { customerId } = await ensureCustomer(ctx, client.private.id, coach.current.id);
    const [row] = await t.database.db
      .insert(planMemberships)
      .values({
        planId: plan.id,
        accountId: coach.current.id,
        userId: client.private.id,
        state: 'incomplete',
        amount: 1500,
      })
      .returning();
    await t.database.db.insert(membershipCharges).values({
      membershipId: row!.id,
      stripeAccountId: stripeAccount,
      customerId,
      stripePriceId: 'price_never',
    });
    await reconcilePurchases(ctx, new Date(Date.now() + 1000));
    expect((await membershipsOf(t, plan.id))[0]!.membership.state).toBe('incomplete_expired');
    const bought = await call('POST', `stripe/plan/${plan.id}/buy`, client.token);
    expect(bought.statusCode, bought.body).toBe(200);
    const [again] = await membershipsOf(t, plan.id);
    expect(again!.membership.state).toBe('active');
    expect(again!.charge!.attempt).toBe(2);
  });
});

describe('cancel and resume', () => {
  it('cancels at the period end, keeps access, and resumes', async () => {
    const plan = await paidPlan(t, coach);
    const client = await clientWithCard(t, coach);
    await call('POST', `stripe/plan/${plan.id}/buy`, client.token);
    const cancelled = await call('DELETE', `athlete/plans/${plan.id}/unsubscribe`, client.token);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<PublicPlanWithNotice>().notice).toBe('Program successfully cancelled.');
    let [row] = await membershipsOf(t, plan.id);
    expect(row!.membership).toMatchObject({
      state: 'active',
      cancelAtPeriodEnd: true,
      canceledBy: 'canceled_by_athlete',
    });
    const subscription = await t.app.ctx.stripe.subscriptions.retrieve(
      row!.charge!.subscriptionId!,
      {},
      { stripeAccount },
    );
    expect(subscription).toMatchObject({ status: 'active', cancel_at_period_end: true });

    const resumed = await call('POST', `athlete/plans/${plan.id}/resume_subscribe`, client.token);
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(resumed.json<PublicPlanWithNotice>().notice).toBe('Subscription successfully resumed.');
    [row] = await membershipsOf(t, plan.id);
    expect(row!.membership).toMatchObject({
      state: 'active',
      cancelAtPeriodEnd: false,
      canceledBy: null,
    });
    const twice = await call('POST', `athlete/plans/${plan.id}/resume_subscribe`, client.token);
    expect(errorsOf(twice).base).toEqual(['This subscription is not set to end.']);
  });

  it('an incomplete subscription is cancelled at once', async () => {
    const plan = await paidPlan(t, coach);
    const client = await clientWithCard(t, coach, 'pm_card_chargeCustomerFail');
    expect((await call('POST', `stripe/plan/${plan.id}/buy`, client.token)).statusCode).toBe(422);
    const cancelled = await call('DELETE', `stripe/plan/${plan.id}/unsubscribe`, client.token);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [row] = await membershipsOf(t, plan.id);
    expect(row!.membership.state).toBe('canceled');
    const subscription = await t.app.ctx.stripe.subscriptions.retrieve(
      row!.charge!.subscriptionId!,
      {},
      { stripeAccount },
    );
    expect(subscription.status).toBe('canceled');
  });
});
