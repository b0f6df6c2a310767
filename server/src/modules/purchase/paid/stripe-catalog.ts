import { and, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { PricePeriod } from '@forma/contract/programs/programs.rules';
import type { AppContext } from '../../../platform/context.ts';
import type { PlanRow, PriceRow } from '../../programs/programs.api.ts';
import { stripePrices, stripeProducts } from './paid.tables.ts';

/** How Stripe bills each of Forma's periods; one_off is a PaymentIntent, not a price cycle. */
export const STRIPE_INTERVALS: Record<PricePeriod, Stripe.PriceCreateParams.Recurring | null> = {
  weekly: { interval: 'week', interval_count: 1 },
  biweekly: { interval: 'week', interval_count: 2 },
  four_weekly: { interval: 'week', interval_count: 4 },
  monthly: { interval: 'month', interval_count: 1 },
  bimonthly: { interval: 'month', interval_count: 2 },
  quarterly: { interval: 'month', interval_count: 3 },
  biannual: { interval: 'month', interval_count: 6 },
  yearly: { interval: 'year', interval_count: 1 },
  one_off: null,
};

/** The program's Stripe product on the account, made once (racing calls share one key). */
async function ensureProduct(ctx: AppContext, plan: PlanRow, stripeAccount: string) {
  const where = and(
    eq(stripeProducts.planId, plan.id),
    eq(stripeProducts.stripeAccountId, stripeAccount),
  );
  const [known] = await ctx.db.select().from(stripeProducts).where(where);
  if (known) return known.productId;
  const product = await ctx.stripe.products.create(
    { name: plan.title || `Program ${plan.id}`, metadata: { plan_id: String(plan.id) } },
    { stripeAccount, idempotencyKey: `product-${plan.id}-${stripeAccount}` },
  );
  await ctx.db
    .insert(stripeProducts)
    .values({ planId: plan.id, stripeAccountId: stripeAccount, productId: product.id })
    .onConflictDoNothing();
  const [stored] = await ctx.db.select().from(stripeProducts).where(where);
  return stored!.productId;
}

/**
 * The Stripe price that sells `price` at its current amount, made at its first sale and
 * remembered. A changed amount makes a new one; subscriptions keep the price they were sold.
 */
export async function ensureStripePrice(
  ctx: AppContext,
  plan: PlanRow,
  price: PriceRow,
  stripeAccount: string,
): Promise<string> {
  const currency = price.currency.toLowerCase();
  const where = and(
    eq(stripePrices.planPriceId, price.id),
    eq(stripePrices.stripeAccountId, stripeAccount),
    eq(stripePrices.amount, price.amount),
    eq(stripePrices.currency, currency),
  );
  const [known] = await ctx.db.select().from(stripePrices).where(where);
  if (known) return known.stripePriceId;
  const product = await ensureProduct(ctx, plan, stripeAccount);
  const recurring = STRIPE_INTERVALS[price.period];
  const created = await ctx.stripe.prices.create(
    {
      product,
      unit_amount: price.amount,
      currency,
      ...(recurring ? { recurring } : {}),
      metadata: { plan_id: String(plan.id), plan_price_id: String(price.id) },
    },
    {
      stripeAccount,
      idempotencyKey: `price-${price.id}-${price.amount}-${currency}-${stripeAccount}`,
    },
  );
  await ctx.db
    .insert(stripePrices)
    .values({
      planPriceId: price.id,
      stripeAccountId: stripeAccount,
      amount: price.amount,
      currency,
      stripePriceId: created.id,
    })
    .onConflictDoNothing();
  const [stored] = await ctx.db.select().from(stripePrices).where(where);
  return stored!.stripePriceId;
}
