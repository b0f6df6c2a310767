import { and, eq, isNull } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { AppContext } from '../../../platform/context.ts';
import { now } from '../../../platform/clock.ts';
import { crashPoint } from '../../../platform/crash-point.ts';
import type { Day } from '@forma/contract/programs/days';
import { planMemberships } from '../purchase.tables.ts';
import { membershipCharges } from './paid.tables.ts';
import { recordIntentPayment, type ChargeRow } from './payment-sync/payment-sync.ts';
import { ownerOfStripeObject, type OwnedCharge } from './stripe-ownership.ts';
import { invoiceIntentId, membershipOf } from './stripe-reads.ts';

const isAttempt = (charge: ChargeRow, metadata: Stripe.Metadata | null) => {
  const meta = membershipOf(metadata);
  return meta?.membershipId === charge.membershipId && meta.attempt === charge.attempt;
};

/**
 * What a purchase attempt made at Stripe: its stored subscription or PaymentIntent, else the one
 * its metadata names among the customer's (a crash left its id unwritten), linked once it proves
 * to be exactly what the attempt asked for (ownerOfStripeObject). Null when Stripe made nothing.
 */
export async function findAttemptAtStripe(
  ctx: AppContext,
  charge: ChargeRow,
): Promise<ChargeRow | null> {
  if (charge.subscriptionId || charge.paymentIntentId) return charge;
  const stripeAccount = charge.stripeAccountId;
  const listed = { customer: charge.customerId, limit: 100 };
  const subscriptions = await ctx.stripe.subscriptions.list(
    { ...listed, status: 'all' },
    { stripeAccount },
  );
  let owned: OwnedCharge | null = null;
  for (const subscription of subscriptions.data.filter((s) => isAttempt(charge, s.metadata))) {
    owned ??= await ownerOfStripeObject(ctx, stripeAccount, {
      kind: 'subscription',
      object: subscription,
    });
  }
  if (!owned) {
    const intents = await ctx.stripe.paymentIntents.list(listed, { stripeAccount });
    for (const intent of intents.data.filter((i) => isAttempt(charge, i.metadata))) {
      owned ??= await ownerOfStripeObject(ctx, stripeAccount, {
        kind: 'payment_intent',
        object: intent,
      });
    }
  }
  return owned?.charge ?? null;
}

const OPEN_INTENT = new Set([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
]);

/** Gives back in full what a PaymentIntent took and has not yet given back. */
async function refundInFull(ctx: AppContext, stripeAccount: string, intentId: string) {
  const intent = await ctx.stripe.paymentIntents.retrieve(
    intentId,
    { expand: ['latest_charge'] },
    { stripeAccount },
  );
  if (intent.status !== 'succeeded') return;
  const charge = intent.latest_charge as Stripe.Charge | null;
  if (charge && charge.amount_refunded >= charge.amount) return;
  await ctx.stripe.refunds.create(
    { payment_intent: intent.id, refund_application_fee: true },
    { stripeAccount, idempotencyKey: `void-${intent.id}` },
  );
}

/** Stops a PaymentIntent that has not taken money yet; one that has is refunded in full. */
async function undoIntent(ctx: AppContext, stripeAccount: string, intentId: string) {
  const intent = await ctx.stripe.paymentIntents.retrieve(intentId, {}, { stripeAccount });
  if (OPEN_INTENT.has(intent.status)) {
    try {
      await ctx.stripe.paymentIntents.cancel(intent.id, {}, { stripeAccount });
      return;
    } catch {
      // It went through meanwhile (or is being captured): refunded below.
    }
  }
  await refundInFull(ctx, stripeAccount, intent.id);
}

/** Ends a subscription at once and refunds every payment it took. */
async function undoSubscription(ctx: AppContext, stripeAccount: string, subscriptionId: string) {
  const subscription = await ctx.stripe.subscriptions.retrieve(
    subscriptionId,
    {},
    { stripeAccount },
  );
  if (subscription.status !== 'canceled' && subscription.status !== 'incomplete_expired') {
    await ctx.stripe.subscriptions.cancel(
      subscriptionId,
      {},
      { stripeAccount, idempotencyKey: `void-${subscriptionId}` },
    );
  }
  const invoices = await ctx.stripe.invoices.list(
    { subscription: subscriptionId, status: 'paid', limit: 100, expand: ['data.payments'] },
    { stripeAccount },
  );
  for (const invoice of invoices.data) {
    const intentId = invoiceIntentId(invoice);
    if (intentId && invoice.amount_paid > 0) await refundInFull(ctx, stripeAccount, intentId);
  }
}

/**
 * Cancels a purchase that never gave access (still `incomplete`): the cancel is written first,
 * then whatever the attempt made at Stripe is undone. A crash in between is finished by
 * reconciliation (voidAttempt again); nothing the attempt made can give access afterwards.
 */
export async function voidPurchase(
  ctx: AppContext,
  charge: ChargeRow,
  ending: { canceledBy: 'canceled_by_athlete' | 'canceled_by_coach'; endDate: Day },
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(membershipCharges)
      .set({ voidRequestedAt: now(), updatedAt: now() })
      .where(
        and(
          eq(membershipCharges.membershipId, charge.membershipId),
          isNull(membershipCharges.voidRequestedAt),
        ),
      );
    await tx
      .update(planMemberships)
      .set({
        state: 'canceled',
        canceledBy: ending.canceledBy,
        canceledAt: now(),
        endDate: ending.endDate,
        cancelAtPeriodEnd: false,
        switchPriceId: null,
        updatedAt: now(),
      })
      .where(eq(planMemberships.id, charge.membershipId));
  });
  crashPoint('cancel.recorded');
  await voidAttempt(ctx, { ...charge, voidRequestedAt: now() });
}

/**
 * Undoes at Stripe what a voided attempt made (idempotent: every step reads Stripe first and
 * carries its own idempotency key), records its payments as Stripe has them, and closes it.
 */
export async function voidAttempt(ctx: AppContext, charge: ChargeRow): Promise<void> {
  const found = await findAttemptAtStripe(ctx, charge);
  const stripeAccount = charge.stripeAccountId;
  if (found?.subscriptionId) await undoSubscription(ctx, stripeAccount, found.subscriptionId);
  else if (found?.paymentIntentId) await undoIntent(ctx, stripeAccount, found.paymentIntentId);
  crashPoint('cancel.undone');
  if (found?.paymentIntentId) {
    const [membership] = await ctx.db
      .select()
      .from(planMemberships)
      .where(eq(planMemberships.id, charge.membershipId));
    if (membership) {
      await recordIntentPayment(ctx, stripeAccount, membership, found.paymentIntentId, null);
    }
  }
  await ctx.db
    .update(membershipCharges)
    .set({ closedAt: now(), updatedAt: now() })
    .where(
      and(
        eq(membershipCharges.membershipId, charge.membershipId),
        isNull(membershipCharges.closedAt),
      ),
    );
}
