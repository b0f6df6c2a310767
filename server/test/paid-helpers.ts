import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { defaultCard, ensureCustomer } from '../src/modules/cards/cards.api.ts';
import { findPlan, loadPlanParts } from '../src/modules/programs/programs.api.ts';
import type { Attempt } from '../src/modules/purchase/paid/first-charge.ts';
import { ensureStripePrice } from '../src/modules/purchase/paid/stripe-catalog.ts';
import { membershipCharges, payments } from '../src/modules/purchase/paid/paid.tables.ts';
import { planMemberships } from '../src/modules/purchase/purchase.tables.ts';
import { browserCard } from './card-helpers.ts';
import { api, newClient, newCoach, publishedPlan, type Session } from './programs-helpers.ts';
import { connectStripe, flushStripeEvents } from './stripe-helpers.ts';
import type { TestApp } from './test-app.ts';

/** A coach connected to Stripe (charges and payouts enabled) with its Stripe account id. */
export async function paidCoach(t: TestApp) {
  const coach = await newCoach(t);
  const stripeAccount = await connectStripe(t, coach);
  return { coach, stripeAccount };
}

/** A published paid program of the coach (monthly 1500 GBP unless told otherwise). */
export function paidPlan(t: TestApp, coach: Session, plan: Record<string, unknown> = {}) {
  return publishedPlan(t, coach.token, {
    plan_pricing: 'paid',
    price_options: [{ period: 'monthly', price: 1500 }],
    ...plan,
  });
}

/** A client whose default card with the coach's account is `card` (a Stripe test id). */
export async function clientWithCard(t: TestApp, coach: Session, card = 'pm_card_visa') {
  const client = await newClient(t);
  await setDefaultCard(t, client, coach, card);
  return client;
}

export async function setDefaultCard(t: TestApp, client: Session, coach: Session, card: string) {
  const ctx = t.app.ctx;
  const { customerId, stripeAccount } = await ensureCustomer(
    ctx,
    client.private.id,
    coach.current.id,
  );
  await ctx.stripe.customers.update(
    customerId,
    { invoice_settings: { default_payment_method: card } },
    { stripeAccount },
  );
}

/** The client's memberships of the program, with their Stripe link and payments. */
export async function membershipsOf(t: TestApp, planId: number) {
  const db = t.database.db;
  const rows = await db.select().from(planMemberships).where(eq(planMemberships.planId, planId));
  return Promise.all(
    rows.map(async (membership) => {
      const [charge] = await db
        .select()
        .from(membershipCharges)
        .where(eq(membershipCharges.membershipId, membership.id));
      const paid = await db.select().from(payments).where(eq(payments.membershipId, membership.id));
      return { membership, charge: charge ?? null, payments: paid };
    }),
  );
}

/**
 * A purchase attempt written as the buy writes it before Stripe is asked: the membership
 * `incomplete`, its Stripe link with no answer yet. Charging `attempt` then leaves what a crash
 * between Stripe's answer and its record leaves.
 */
export async function unansweredAttempt(
  t: TestApp,
  coach: Session,
  client: Session,
  plan: { id: number; currency: string },
  stripeAccount: string,
) {
  const db = t.database.db;
  const ctx = t.app.ctx;
  const planRow = (await findPlan(db, plan.id))!;
  const [price] = (await loadPlanParts(db, plan.id)).prices;
  const [membership] = await db
    .insert(planMemberships)
    .values({
      planId: plan.id,
      accountId: coach.current.id,
      userId: client.private.id,
      state: 'incomplete',
      amount: price!.amount,
      currency: plan.currency,
      startDate: new Date().toISOString().slice(0, 10),
      applied: true,
    })
    .returning();
  const { customerId } = await ensureCustomer(ctx, client.private.id, coach.current.id);
  const stripePriceId = await ensureStripePrice(ctx, planRow, price!, stripeAccount);
  await db.insert(membershipCharges).values({
    membershipId: membership!.id,
    stripeAccountId: stripeAccount,
    customerId,
    stripePriceId,
  });
  const attempt: Attempt = {
    membershipId: membership!.id,
    attempt: 1,
    planId: plan.id,
    stripeAccount,
    customerId,
    stripePriceId,
    card: (await defaultCard(ctx, client.private.id, coach.current.id))!,
    amount: price!.amount,
    currency: plan.currency,
  };
  return { membership: membership!, planRow, attempt };
}

/**
 * A client on a monthly program's 7-day trial whose card fails every charge: bought during the
 * trial (nothing is charged); the first payment fails at `firstAttempt` (ms), an hour after the
 * trial's end, when the renewal's invoice is charged.
 */
export async function trialWithFailingCard(
  t: TestApp,
  coach: Session,
  stripeAccount: string,
  title: string,
) {
  const call = api(t);
  const plan = await paidPlan(t, coach, { title, trial_days: 7 });
  const client = await newClient(t);
  // 4000 0000 0000 0341: saved without a word, then every charge fails.
  const failingCard = await browserCard(t, stripeAccount, '4000000000000341');
  const saved = await call('POST', 'athlete/card_tokens', client.token, {
    coach_id: coach.current.id,
    payment_method_id: failingCard,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const bought = await call('POST', `stripe/plan/${plan.id}/buy`, client.token);
  expect(bought.statusCode, bought.body).toBe(200);
  await flushStripeEvents(t);
  const [row] = await membershipsOf(t, plan.id);
  expect(row!.membership.state).toBe('trialing');
  const subscription = await t.app.ctx.stripe.subscriptions.retrieve(
    row!.charge!.subscriptionId!,
    {},
    { stripeAccount },
  );
  const firstAttempt = subscription.trial_end! * 1000 + 3600_000;
  return { plan, client, failingCard, firstAttempt };
}
