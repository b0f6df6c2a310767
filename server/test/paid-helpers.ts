import { eq } from 'drizzle-orm';
import { ensureCustomer } from '../src/modules/cards/cards.api.ts';
import { membershipCharges, payments } from '../src/modules/purchase/paid/paid.tables.ts';
import { planMemberships } from '../src/modules/purchase/purchase.tables.ts';
import { newClient, newCoach, publishedPlan, type Session } from './programs-helpers.ts';
import { connectStripe } from './stripe-helpers.ts';
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
