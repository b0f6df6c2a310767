import { and, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { MembershipState } from '@forma/contract/programs/programs.rules';
import type { AppContext } from '../../../../platform/context.ts';
import { now } from '../../../../platform/clock.ts';
import { emitEvent } from '../../../../platform/events/emit-event.ts';
import { planMemberships } from '../../purchase.tables.ts';
import { recordIntentPayment } from './payment-records.ts';
import { dayOf, invoiceIntentId } from '../stripe-reads.ts';
import { ownerOfStripeObject } from '../stripe-ownership.ts';
import '../paid.events.ts';

type MembershipRow = typeof planMemberships.$inferSelect;

const todayUtc = () => now().toISOString().slice(0, 10);

/** A start date still ahead keeps a paid membership scheduled (effectiveState moves it on). */
const activeOrScheduled = (startDate: string | null): MembershipState =>
  startDate !== null && startDate > todayUtc() ? 'scheduled' : 'active';

/** The membership state a Stripe subscription status means (payments2: "follows Stripe"). */
function stateOfSubscription(
  status: Stripe.Subscription.Status,
  startDate: string | null,
): MembershipState {
  switch (status) {
    case 'trialing':
      return startDate !== null && startDate > todayUtc() ? 'scheduled' : 'trialing';
    case 'active':
      return activeOrScheduled(startDate);
    case 'canceled':
      return 'canceled';
    case 'incomplete':
      return 'incomplete';
    case 'incomplete_expired':
      return 'incomplete_expired';
    default:
      // past_due, unpaid (retries over), paused: a missed payment.
      return 'past_due';
  }
}

function stateOfIntent(intent: Stripe.PaymentIntent, startDate: string | null): MembershipState {
  if (intent.status === 'succeeded') return activeOrScheduled(startDate);
  if (intent.status === 'canceled') return 'incomplete_expired';
  return 'incomplete';
}

type Changes = Partial<typeof planMemberships.$inferInsert>;

const differs = (row: MembershipRow, changes: Changes) =>
  Object.entries(changes).some(([key, value]) => row[key as keyof MembershipRow] !== value);

/**
 * Writes what Stripe says onto the membership as it was read (a racing writer's change is read
 * again and redone), and tells of a purchase or a trial the first time the membership gets there.
 */
async function writeMembership(ctx: AppContext, row: MembershipRow, changes: Changes) {
  let current = row;
  for (let round = 0; round < 3; round++) {
    if (!differs(current, changes)) return current;
    const written = await ctx.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(planMemberships)
        .set({ ...changes, updatedAt: now() })
        .where(and(eq(planMemberships.id, current.id), eq(planMemberships.state, current.state)))
        .returning();
      if (!updated) return null;
      const who = {
        membershipId: updated.id,
        planId: updated.planId,
        accountId: updated.accountId,
        userId: updated.userId,
      };
      const bought = updated.state === 'active' || updated.state === 'scheduled';
      if (current.state === 'incomplete' && bought) {
        await emitEvent(tx, 'purchase.made', {
          ...who,
          state: updated.state as 'active' | 'scheduled',
          amount: updated.amount,
          currency: updated.currency ?? '',
        });
      }
      if (current.state === 'incomplete' && updated.state === 'trialing') {
        await emitEvent(tx, 'purchase.trial_started', { ...who, trialEnd: updated.trialEnd });
      }
      if (updated.priceId !== null && current.priceId !== updated.priceId) {
        await emitEvent(tx, 'membership.price_switched', {
          ...who,
          fromPriceId: current.priceId,
          toPriceId: updated.priceId,
          amount: updated.amount,
          currency: updated.currency ?? '',
        });
      }
      return updated;
    });
    if (written) return written;
    const [again] = await ctx.db
      .select()
      .from(planMemberships)
      .where(eq(planMemberships.id, row.id));
    if (!again) return null;
    current = again;
  }
  return current;
}

/**
 * When the unpaid renewal was first attempted: Stripe finalizes a renewal's invoice and charges it
 * at once, and counts its retries from then.
 */
function firstFailure(invoice: Stripe.Invoice | null): Date {
  const finalizedAt = invoice?.status === 'open' ? invoice.status_transitions?.finalized_at : null;
  return finalizedAt ? new Date(finalizedAt * 1000) : now();
}

/**
 * The price option the subscription bills now, when Stripe moved it to another (a pending switch
 * took effect: the option, its amount, the switch done); else a pending switch dropped once the
 * subscription ends or is set to end, as it can no longer happen.
 */
function switchChanges(
  membership: MembershipRow,
  subscription: Stripe.Subscription,
  ended: boolean,
): Changes {
  const price = subscription.items.data[0]?.price;
  const optionId = Number(price?.metadata?.plan_price_id);
  if (price && Number.isInteger(optionId) && optionId > 0 && optionId !== membership.priceId) {
    return {
      priceId: optionId,
      amount: price.unit_amount ?? membership.amount,
      switchPriceId: null,
    };
  }
  if (membership.switchPriceId !== null && (ended || subscription.cancel_at_period_end)) {
    return { switchPriceId: null };
  }
  return {};
}

/**
 * Reads the subscription from Stripe and writes its membership: state, period end, trial end,
 * cancel_at_period_end, its price option after a switch, when a renewal first failed, and its
 * latest invoice's payment. Idempotent and order-free: whatever event calls it, the
 * subscription's current state wins.
 */
export async function syncSubscription(
  ctx: AppContext,
  stripeAccount: string,
  subscriptionId: string,
): Promise<MembershipRow | null> {
  const subscription = await ctx.stripe.subscriptions.retrieve(
    subscriptionId,
    { expand: ['latest_invoice.payments'] },
    { stripeAccount },
  );
  const linked = await ownerOfStripeObject(ctx, stripeAccount, {
    kind: 'subscription',
    object: subscription,
  });
  if (!linked) return null;
  const { membership } = linked;
  const item = subscription.items.data[0];
  const state = stateOfSubscription(subscription.status, membership.startDate);
  const ended = state === 'canceled' || state === 'incomplete_expired';
  const changes: Changes = {
    state,
    endDate: ended
      ? (dayOf(subscription.ended_at) ?? membership.endDate)
      : dayOf(item?.current_period_end),
    trialEnd: dayOf(subscription.trial_end),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    ...switchChanges(membership, subscription, ended),
  };
  if (state === 'canceled' && membership.canceledAt === null) {
    changes.canceledAt = new Date((subscription.canceled_at ?? subscription.ended_at ?? 0) * 1000);
  }
  const invoice = subscription.latest_invoice;
  const latest = invoice && typeof invoice !== 'string' ? invoice : null;
  if (state === 'past_due' && membership.paymentFailedAt === null) {
    changes.paymentFailedAt = firstFailure(latest);
  } else if (state !== 'past_due' && state !== 'canceled' && membership.paymentFailedAt !== null) {
    changes.paymentFailedAt = null;
  }
  if (invoice && typeof invoice !== 'string') {
    const intentId = invoiceIntentId(invoice);
    if (intentId) await recordIntentPayment(ctx, stripeAccount, membership, intentId, invoice.id!);
  }
  // A purchase cancelled before it gave access stays cancelled (void-attempt.ts undoes it).
  if (linked.charge.voidRequestedAt) return membership;
  return writeMembership(ctx, membership, changes);
}

/** Reads a one-off PaymentIntent (Fixed Length) from Stripe and writes its membership. */
export async function syncPaymentIntent(
  ctx: AppContext,
  stripeAccount: string,
  intentId: string,
): Promise<MembershipRow | null> {
  const intent = await ctx.stripe.paymentIntents.retrieve(intentId, {}, { stripeAccount });
  const linked = await ownerOfStripeObject(ctx, stripeAccount, {
    kind: 'payment_intent',
    object: intent,
  });
  if (!linked) return null;
  await recordIntentPayment(ctx, stripeAccount, linked.membership, intent.id, null);
  // A cancelled one-off purchase stays cancelled whatever its payment's events say later.
  if (linked.membership.state === 'canceled' || linked.charge.voidRequestedAt) {
    return linked.membership;
  }
  return writeMembership(ctx, linked.membership, {
    state: stateOfIntent(intent, linked.membership.startDate),
  });
}

/** The intent a subscription's invoice is paid with, from a subscription id. */
export async function subscriptionIntent(
  ctx: AppContext,
  stripeAccount: string,
  subscriptionId: string,
): Promise<{ invoice: Stripe.Invoice | null; intent: Stripe.PaymentIntent | null }> {
  const subscription = await ctx.stripe.subscriptions.retrieve(
    subscriptionId,
    { expand: ['latest_invoice.payments'] },
    { stripeAccount },
  );
  const invoice = subscription.latest_invoice;
  if (!invoice || typeof invoice === 'string') return { invoice: null, intent: null };
  const intentId = invoiceIntentId(invoice);
  const intent = intentId
    ? await ctx.stripe.paymentIntents.retrieve(intentId, {}, { stripeAccount })
    : null;
  return { invoice, intent };
}
