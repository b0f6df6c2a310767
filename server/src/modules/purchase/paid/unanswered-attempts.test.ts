import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type Stripe from 'stripe';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { api, type Session } from '../../../../test/programs-helpers.ts';
import { flushStripeEvents } from '../../../../test/stripe-helpers.ts';
import {
  clientWithCard,
  membershipsOf,
  paidCoach,
  paidPlan,
  unansweredAttempt,
} from '../../../../test/paid-helpers.ts';
import { planMemberships } from '../purchase.tables.ts';
import { createOneOffPayment } from './first-charge.ts';
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
afterAll(() => t.close());

/**
 * A $49 Fixed Length purchase whose server died right after Stripe answered: the membership is
 * `incomplete` and its attempt names no PaymentIntent, while Stripe made one with `card`.
 */
async function chargedWithoutRecord(card: string) {
  const plan = await paidPlan(t, coach, {
    plan_type: 'fixed',
    price_options: [{ period: 'one_off', price: 4900 }],
  });
  const client = await clientWithCard(t, coach, card);
  const { membership, attempt } = await unansweredAttempt(t, coach, client, plan, stripeAccount);
  const intent = await createOneOffPayment(t.app.ctx, attempt);
  return { plan, client, membershipId: membership.id, intent };
}

const refundedOf = async (intent: Stripe.PaymentIntent) => {
  const read = await t.app.ctx.stripe.paymentIntents.retrieve(
    intent.id,
    { expand: ['latest_charge'] },
    { stripeAccount },
  );
  return (read.latest_charge as Stripe.Charge | null)?.amount_refunded ?? 0;
};

describe('a purchase whose Stripe answer a crash left unwritten', () => {
  it('cancelled by the client: the payment that went through is found and refunded in full', async () => {
    const { plan, client, intent } = await chargedWithoutRecord('pm_card_visa');
    expect(intent.status).toBe('succeeded');
    const cancel = await call('DELETE', `stripe/plan/${plan.id}/unsubscribe`, client.token);
    expect(cancel.statusCode, cancel.body).toBe(200);
    await flushStripeEvents(t);
    expect(await refundedOf(intent)).toBe(4900);
    const [row] = await membershipsOf(t, plan.id);
    expect(row!.membership.state).toBe('canceled');
    expect(row!.charge!.paymentIntentId).toBe(intent.id);
    expect(row!.payments).toMatchObject([{ amount: 4900, refundedAmount: 4900 }]);
    // Reconciliation afterwards changes nothing: the attempt is closed.
    await reconcilePurchases(t.app.ctx, new Date(Date.now() + 60_000));
    expect((await membershipsOf(t, plan.id))[0]!.membership.state).toBe('canceled');
  });

  it('cancelled while the card asks for 3-D Secure, then approved: refunded, never granted', async () => {
    const { plan, membershipId, intent } = await chargedWithoutRecord(
      'pm_card_authenticationRequired',
    );
    expect(intent.status).toBe('requires_action');
    // The cancel's row is written, and the server dies before it reaches Stripe.
    await t.database.db
      .update(membershipCharges)
      .set({ voidRequestedAt: new Date() })
      .where(eq(membershipCharges.membershipId, membershipId));
    await t.database.db
      .update(planMemberships)
      .set({ state: 'canceled', canceledBy: 'canceled_by_athlete', canceledAt: new Date() })
      .where(eq(planMemberships.id, membershipId));
    // The client approves the challenge in the tab still open: the payment goes through.
    const approved = await t.app.inject({
      method: 'POST',
      url: `/sandbox/3ds/${intent.id}`,
      payload: 'outcome=complete',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(approved.statusCode, approved.body).toBeLessThan(400);
    await flushStripeEvents(t);
    expect((await membershipsOf(t, plan.id))[0]!.membership.state).toBe('canceled');
    await reconcilePurchases(t.app.ctx, new Date(Date.now() + 60_000));
    await flushStripeEvents(t);
    expect(await refundedOf(intent)).toBe(4900);
    const [row] = await membershipsOf(t, plan.id);
    expect(row!.membership.state).toBe('canceled');
    expect(row!.charge!.closedAt).not.toBeNull();
  });

  it('left alone: reconciliation grants the access that was paid for', async () => {
    const { plan, intent } = await chargedWithoutRecord('pm_card_visa');
    await reconcilePurchases(t.app.ctx, new Date(Date.now() + 60_000));
    const [row] = await membershipsOf(t, plan.id);
    expect(row!.membership.state).toBe('active');
    expect(row!.charge!.paymentIntentId).toBe(intent.id);
    expect(await refundedOf(intent)).toBe(0);
  });
});
