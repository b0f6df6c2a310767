import { and, eq, isNull } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { AppContext } from '../../../platform/context.ts';
import { now } from '../../../platform/clock.ts';
import { planMemberships } from '../purchase.tables.ts';
import { membershipCharges } from './paid.tables.ts';
import { idOf, membershipOf } from './stripe-reads.ts';

type MembershipRow = typeof planMemberships.$inferSelect;
type ChargeRow = typeof membershipCharges.$inferSelect;
export type OwnedCharge = { membership: MembershipRow; charge: ChargeRow };

/** A Stripe object that may pay for a membership, as read from Stripe on `stripeAccount`. */
export type ChargeObject =
  | { kind: 'subscription'; object: Stripe.Subscription }
  | { kind: 'payment_intent'; object: Stripe.PaymentIntent };

const fieldOf = (target: ChargeObject) =>
  target.kind === 'subscription' ? ('subscriptionId' as const) : ('paymentIntentId' as const);

/**
 * Whether a Stripe object not yet linked is the one Forma asked for in this purchase attempt:
 * on the attempt's connected account and customer, for its price alone (a subscription) or for
 * its price's amount and currency (a one-off payment of a one-time price).
 */
async function isAskedFor(
  ctx: AppContext,
  stripeAccount: string,
  target: ChargeObject,
  charge: ChargeRow,
): Promise<boolean> {
  const { object } = target;
  if (stripeAccount !== charge.stripeAccountId) return false;
  if (idOf(object.customer) !== charge.customerId) return false;
  if (target.kind === 'subscription') {
    const items = target.object.items.data;
    return items.length === 1 && items[0]!.price.id === charge.stripePriceId;
  }
  const price = await ctx.stripe.prices.retrieve(charge.stripePriceId, {}, { stripeAccount });
  return (
    price.type === 'one_time' &&
    price.unit_amount === target.object.amount &&
    price.currency === target.object.currency
  );
}

/**
 * The membership a Stripe object pays for, or null: the one Forma itself made it for. An object
 * whose id is stored on a purchase attempt, on the same connected account, is that attempt's.
 * Otherwise its metadata may name an attempt whose Stripe answer a crash left unwritten: the
 * object is linked to it only when it is exactly what that attempt asked Stripe for (isAskedFor)
 * and the attempt has no Stripe object yet. Metadata alone proves nothing: anyone with a Stripe
 * account can write any membership's id into theirs. Every webhook and reconciliation pass
 * comes through here (payments part 3 widens 'the amount asked for' to coupons and tax).
 */
export async function ownerOfStripeObject(
  ctx: AppContext,
  stripeAccount: string,
  target: ChargeObject,
): Promise<OwnedCharge | null> {
  const field = fieldOf(target);
  const { object } = target;
  const select = () =>
    ctx.db
      .select({ membership: planMemberships, charge: membershipCharges })
      .from(membershipCharges)
      .innerJoin(planMemberships, eq(planMemberships.id, membershipCharges.membershipId));
  const byStoredId = async () => {
    const [stored] = await select().where(
      and(
        eq(membershipCharges[field], object.id),
        eq(membershipCharges.stripeAccountId, stripeAccount),
      ),
    );
    return stored && idOf(object.customer) === stored.charge.customerId ? stored : null;
  };
  const stored = await byStoredId();
  if (stored) return stored;

  const meta = membershipOf(object.metadata);
  if (!meta) return null;
  const [named] = await select().where(eq(membershipCharges.membershipId, meta.membershipId));
  if (!named) return null;
  const { charge } = named;
  const unanswered = charge.subscriptionId === null && charge.paymentIntentId === null;
  if (!unanswered || meta.attempt !== charge.attempt) return null;
  if (!(await isAskedFor(ctx, stripeAccount, target, charge))) return null;
  const [linked] = await ctx.db
    .update(membershipCharges)
    .set({ [field]: object.id, updatedAt: now() })
    .where(
      and(
        eq(membershipCharges.membershipId, charge.membershipId),
        eq(membershipCharges.attempt, charge.attempt),
        isNull(membershipCharges.subscriptionId),
        isNull(membershipCharges.paymentIntentId),
      ),
    )
    .returning();
  // Another call linked it first: this object, if it was this one.
  return linked ? { membership: named.membership, charge: linked } : byStoredId();
}
