import type Stripe from 'stripe';
import type { AppContext } from '../../platform/context.ts';
import './cards.ports.ts';
import { onAccount, type CustomerRef } from './stripe-customer.ts';

/** Subscriptions in these states still charge a card (spec 7 Cards: removal is refused). */
const CHARGING: ReadonlySet<Stripe.Subscription.Status> = new Set([
  'active',
  'trialing',
  'past_due',
]);

/** The customer's subscriptions with the coach that still charge a card. */
export async function chargingSubscriptions(
  ctx: AppContext,
  customer: CustomerRef,
): Promise<Stripe.Subscription[]> {
  const found = await ctx.stripe.subscriptions
    .list({ customer: customer.customerId, status: 'all', limit: 100 }, onAccount(customer))
    .autoPagingToArray({ limit: 1000 });
  return found.filter((s) => CHARGING.has(s.status));
}

const idOf = (method: string | Stripe.PaymentMethod | null) =>
  typeof method === 'string' ? method : (method?.id ?? null);

/**
 * The cards a subscription with the coach still charges: a subscription's own
 * `default_payment_method`, else the customer's default. A paid membership Forma holds as active,
 * trialing or past due counts too (its subscription charges the default).
 */
export async function chargedCards(
  ctx: AppContext,
  customer: CustomerRef,
  defaultId: string | null,
  client: { userId: number; coachId: number },
): Promise<Set<string>> {
  const [subscriptions, pays] = await Promise.all([
    chargingSubscriptions(ctx, customer),
    ctx.ports.clientPaysAccount(ctx.db, client.userId, client.coachId),
  ]);
  const charged = new Set<string>();
  for (const subscription of subscriptions) {
    const card = idOf(subscription.default_payment_method) ?? defaultId;
    if (card) charged.add(card);
  }
  if (pays && defaultId) charged.add(defaultId);
  return charged;
}
