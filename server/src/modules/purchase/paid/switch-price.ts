import { and, eq, isNotNull, isNull, ne, or } from 'drizzle-orm';
import type Stripe from 'stripe';
import { formatDayMonth } from '@forma/contract/programs/days';
import { purchaseMessages, purchaseNotices } from '@forma/contract/programs/programs.messages';
import type { PricePeriod } from '@forma/contract/programs/programs.rules';
import { now } from '../../../platform/clock.ts';
import { AppError, invalid } from '../../../platform/errors/app-error.ts';
import { emitEvent } from '../../../platform/events/emit-event.ts';
import { requireAccess } from '../../../platform/permissions/require-access.ts';
import type { RequestContext } from '../../../platform/request-context.ts';
import { loadPlanParts, type PlanRow, type PriceRow } from '../../programs/programs.api.ts';
import { answer } from '../join-rules.ts';
import { loadPlanAccess } from '../plan-access.ts';
import type { MembershipRow } from '../purchase.presenter.ts';
import { planMemberships } from '../purchase.tables.ts';
import type { ChargeRow } from './payment-sync/payment-sync.ts';
import { paidMessages } from './paid.messages.ts';
import { paidMembershipOf } from './paid-membership.ts';
import { ensureStripePrice, STRIPE_INTERVALS } from './stripe-catalog.ts';
import { dayOf } from './stripe-reads.ts';
import { releaseSchedule, scheduleSwitch } from './switch-schedule.ts';
import './paid.events.ts';

/** The cadence a price option bills at, as the switch notice words it. */
const CADENCE: Record<Exclude<PricePeriod, 'one_off'>, string> = {
  weekly: 'weekly',
  biweekly: 'two-weekly',
  four_weekly: 'four-weekly',
  monthly: 'monthly',
  bimonthly: 'two-monthly',
  quarterly: 'quarterly',
  biannual: 'six-monthly',
  yearly: 'yearly',
};

const SWITCHING_STATES = new Set(['active', 'trialing', 'scheduled']);
const SWITCHING_STATUSES = new Set<Stripe.Subscription.Status>(['active', 'trialing']);

/** The caller's own subscription that may change cadence: running, not set to end. */
async function switchableSubscription(rc: RequestContext, planId: number) {
  const { caller } = await requireAccess(rc, 'membership.cancel');
  const access = await loadPlanAccess(rc.db, caller, String(planId), rc.clientDay);
  const { membership, state, charge } = await paidMembershipOf(rc, access);
  if (!charge.subscriptionId) throw new AppError('INVALID', paidMessages.switchOnlySubscription);
  if (!SWITCHING_STATES.has(state)) throw new AppError('INVALID', paidMessages.switchOnlyActive);
  return { plan: access.plan, membership, charge, subscriptionId: charge.subscriptionId };
}

/** Another recurring, open option of the same program, in the subscription's currency. */
async function targetOption(
  rc: RequestContext,
  plan: PlanRow,
  membership: MembershipRow,
  priceId: number,
): Promise<PriceRow & { period: keyof typeof CADENCE }> {
  const { prices } = await loadPlanParts(rc.db, plan.id);
  const target = prices.find((price) => price.id === priceId);
  if (!target) throw invalid('price_id', paidMessages.switchNotAnOption);
  if (target.archived) throw invalid('price_id', purchaseMessages.optionUnavailable);
  if (target.period === 'one_off') throw invalid('price_id', paidMessages.switchOnlyRecurring);
  if (target.id === membership.priceId) throw invalid('price_id', paidMessages.switchSamePrice);
  if (target.currency.toLowerCase() !== (membership.currency ?? '').toLowerCase()) {
    throw invalid('price_id', paidMessages.switchOtherCurrency);
  }
  return target as PriceRow & { period: keyof typeof CADENCE };
}

/** Writes the pending switch once, however many identical requests got here, and tells of it. */
async function recordSwitch(
  rc: RequestContext,
  membership: MembershipRow,
  target: PriceRow,
  startsOn: string,
) {
  const m = planMemberships;
  await rc.db.transaction(async (tx) => {
    const [written] = await tx
      .update(m)
      .set({ switchPriceId: target.id, endDate: startsOn, updatedAt: now() })
      .where(
        and(eq(m.id, membership.id), or(isNull(m.switchPriceId), ne(m.switchPriceId, target.id))),
      )
      .returning();
    if (!written) return;
    await emitEvent(tx, 'membership.switch_scheduled', {
      membershipId: written.id,
      planId: written.planId,
      accountId: written.accountId,
      userId: written.userId,
      fromPriceId: membership.priceId,
      toPriceId: target.id,
      startsOn,
    });
  });
}

/**
 * POST athlete/plans/{id}/switch_price: the subscription moves to another of the program's price
 * options when its current period (or trial) ends, through a Stripe subscription schedule;
 * nothing is charged now. Choosing again replaces the pending switch.
 */
export async function switchPrice(rc: RequestContext, planId: number, priceId: number) {
  const { plan, membership, charge, subscriptionId } = await switchableSubscription(rc, planId);
  if (membership.cancelAtPeriodEnd) throw new AppError('INVALID', paidMessages.switchWhileEnding);
  const target = await targetOption(rc, plan, membership, priceId);
  const stripeAccount = charge.stripeAccountId;
  const subscription = await rc.stripe.subscriptions.retrieve(
    subscriptionId,
    {},
    { stripeAccount },
  );
  if (!SWITCHING_STATUSES.has(subscription.status)) {
    throw new AppError('INVALID', paidMessages.switchOnlyActive);
  }
  if (subscription.cancel_at_period_end) {
    throw new AppError('INVALID', paidMessages.switchWhileEnding);
  }
  const startsOn = dayOf(subscription.items.data[0]!.current_period_end)!;
  if (membership.switchPriceId !== target.id) {
    const stripePriceId = await ensureStripePrice(rc, plan, target, stripeAccount);
    const version = String(membership.updatedAt.getTime());
    const link = { stripeAccount, subscriptionId };
    const recurring = STRIPE_INTERVALS[target.period]!;
    await scheduleSwitch(rc, link, subscription, { stripePriceId, recurring }, version);
    await recordSwitch(rc, membership, target, startsOn);
  }
  return {
    ...(await answer(rc, plan.id)),
    notice: purchaseNotices.switchScheduled(CADENCE[target.period], formatDayMonth(startsOn)),
  };
}

/** Drops a pending switch on Stripe (the schedule released) and on the membership. */
export async function dropSwitch(
  rc: RequestContext,
  membership: MembershipRow,
  charge: ChargeRow,
): Promise<void> {
  if (!charge.subscriptionId) return;
  await releaseSchedule(rc, {
    stripeAccount: charge.stripeAccountId,
    subscriptionId: charge.subscriptionId,
  });
  await rc.db
    .update(planMemberships)
    .set({ switchPriceId: null, updatedAt: now() })
    .where(and(eq(planMemberships.id, membership.id), isNotNull(planMemberships.switchPriceId)));
}

/** DELETE athlete/plans/{id}/switch_price: the subscription stays on its price option. */
export async function cancelSwitchPrice(rc: RequestContext, planId: number) {
  const { plan, membership, charge } = await switchableSubscription(rc, planId);
  await dropSwitch(rc, membership, charge);
  return { ...(await answer(rc, plan.id)), notice: purchaseNotices.switchCancelled };
}
