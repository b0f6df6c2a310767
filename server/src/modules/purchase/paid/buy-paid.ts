import { and, eq, sql } from 'drizzle-orm';
import type { BuyBody, PublicPlan, ResumeType } from '@forma/contract/purchase/purchase.schemas';
import { purchaseMessages, purchaseNotices } from '@forma/contract/programs/programs.messages';
import { sortByPeriod } from '@forma/contract/programs/programs.rules';
import type { Day } from '@forma/contract/programs/days';
import { now } from '../../../platform/clock.ts';
import { crashPoint } from '../../../platform/crash-point.ts';
import { AppError, invalid } from '../../../platform/errors/app-error.ts';
import type { RequestContext } from '../../../platform/request-context.ts';
import { defaultCard, ensureCustomer } from '../../cards/cards.api.ts';
import { loadPlanParts, type PlanRow, type PriceRow } from '../../programs/programs.api.ts';
import { answer, startDateFor } from '../join-rules.ts';
import { effectiveState, isPast } from '../membership-groups.ts';
import { holdFreePlace, type PlanAccess } from '../plan-access.ts';
import { planMemberships } from '../purchase.tables.ts';
import { waitsForLaunch } from '@forma/contract/purchase/purchase-steps.rules';
import { createOneOffPayment, createSubscription, type Attempt } from './first-charge.ts';
import { noCard } from './no-card.ts';
import { membershipCharges } from './paid.tables.ts';
import { payAgain } from './pay-again.ts';
import { chargeOf, settleCharge } from './payment-sync/payment-sync.ts';
import { declinedPurchase, successNotice, type PayOutcome } from './pay-outcome.ts';
import { ensureStripePrice } from './stripe-catalog.ts';
import { trialAlreadyHad } from './trial-once.ts';

/** The option bought: the one asked for, else monthly, else the cheapest (spec 4.5). */
async function chosenPrice(plan: PlanRow, priceId: number | undefined, db: RequestContext['db']) {
  const { prices } = await loadPlanParts(db, plan.id);
  if (priceId !== undefined) {
    const asked = prices.find((p) => p.id === priceId);
    if (!asked || asked.archived) {
      throw invalid('price_id', purchaseMessages.optionUnavailable);
    }
    return asked;
  }
  const open = sortByPeriod(prices.filter((p) => !p.archived));
  const choice =
    open.find((p) => p.period === 'monthly') ?? [...open].sort((a, b) => a.amount - b.amount)[0];
  if (!choice) throw new AppError('INVALID', purchaseMessages.unavailable);
  return choice;
}

/** The first day: the launch date for a program that waits for it, else the free path's rule. */
function paidStartDate(plan: PlanRow, requested: string | undefined, today: Day): Day {
  if (waitsForLaunch(plan, today)) return plan.launchDate!;
  return startDateFor(plan, requested, today);
}

/**
 * Writes the membership as `incomplete` and its purchase attempt before anything is charged, on
 * the row as it was read: of racing identical buys one claims it, the others charge nothing.
 */
async function claimPurchase(
  rc: RequestContext,
  access: PlanAccess,
  price: PriceRow,
  startDate: Day,
  link: Pick<Attempt, 'stripeAccount' | 'customerId' | 'stripePriceId'>,
): Promise<{ membershipId: number; attempt: number } | null> {
  const { plan, membership, user } = access;
  const values = {
    state: 'incomplete' as const,
    startDate,
    applied: true,
    priceId: price.id,
    switchPriceId: null,
    amount: price.amount,
    currency: price.currency,
    endDate: null,
    trialEnd: null,
    canceledBy: null,
    canceledAt: null,
    cancelAtPeriodEnd: false,
    updatedAt: now(),
  };
  return rc.db.transaction(async (tx) => {
    await holdFreePlace(tx, access);
    const [claimed] = membership
      ? await tx
          .update(planMemberships)
          .set({
            ...values,
            userId: user!.id,
            inviteState: membership.inviteState ? 'accepted' : null,
            email: null,
          })
          .where(
            and(eq(planMemberships.id, membership.id), eq(planMemberships.state, membership.state)),
          )
          .returning({ id: planMemberships.id })
      : await tx
          .insert(planMemberships)
          .values({ ...values, planId: plan.id, accountId: plan.accountId, userId: user!.id })
          .onConflictDoNothing({
            target: [planMemberships.planId, planMemberships.userId],
            where: sql`${planMemberships.userId} is not null`,
          })
          .returning({ id: planMemberships.id });
    if (!claimed) return null;
    const linkValues = {
      stripeAccountId: link.stripeAccount,
      customerId: link.customerId,
      stripePriceId: link.stripePriceId,
      subscriptionId: null,
      paymentIntentId: null,
      voidRequestedAt: null,
      closedAt: null,
      attemptedAt: now(),
      updatedAt: now(),
    };
    const [charge] = await tx
      .insert(membershipCharges)
      .values({ membershipId: claimed.id, attempt: 1, ...linkValues })
      .onConflictDoUpdate({
        target: membershipCharges.membershipId,
        set: { ...linkValues, attempt: sql`${membershipCharges.attempt} + 1` },
      })
      .returning({ attempt: membershipCharges.attempt });
    return { membershipId: claimed.id, attempt: charge!.attempt };
  });
}

/** The first charge of a claimed purchase, its Stripe id written as soon as Stripe answers. */
async function chargeFirst(rc: RequestContext, plan: PlanRow, attempt: Attempt, trial: boolean) {
  const where = and(
    eq(membershipCharges.membershipId, attempt.membershipId),
    eq(membershipCharges.attempt, attempt.attempt),
  );
  if (plan.planType === 'fixed') {
    const intent = await createOneOffPayment(rc, attempt);
    crashPoint('buy.charged');
    await rc.db
      .update(membershipCharges)
      .set({ paymentIntentId: intent.id, updatedAt: now() })
      .where(where);
  } else {
    const subscription = await createSubscription(rc, plan, attempt, rc.clientDay, { trial });
    crashPoint('buy.charged');
    await rc.db
      .update(membershipCharges)
      .set({ subscriptionId: subscription.id, updatedAt: now() })
      .where(where);
  }
}

/** What the buy answers: the program with the notice, or the card's refusal. */
async function purchaseAnswer(
  rc: RequestContext,
  plan: PlanRow,
  outcome: PayOutcome,
  resumeType?: ResumeType,
) {
  if (outcome.kind === 'declined') throw declinedPurchase(plan);
  // requires_action: the web asks retry, which answers the authentication to run.
  const paidNotice = resumeType === 'continue' ? purchaseNotices.resumed : successNotice(plan);
  const notice = outcome.kind === 'paid' ? paidNotice : '';
  return { ...(await answer(rc, plan.id)), notice };
}

/**
 * POST stripe/plan/{id}/buy for a paid program: the chosen price option on the client's default
 * card with the coach, by subscription (trial and launch rules) or, for Fixed Length, one payment;
 * with {resume_type} a program that ended is bought again, continued or restarted.
 */
export async function buyPaid(
  rc: RequestContext,
  access: PlanAccess,
  body: BuyBody,
): Promise<PublicPlan & { notice: string }> {
  const { plan, membership, flags, user } = access;
  const today = rc.clientDay;
  if (flags.waiverPending) {
    throw new AppError('INVALID', purchaseMessages.waiverRequired, {
      waiver: [purchaseMessages.waiverRequired],
    });
  }
  const state = membership ? effectiveState(membership, today) : null;
  if (state === 'incomplete') {
    // The first charge did not go through: the web repeats the buy after a new card. One still
    // being made (no Stripe id yet) is left to its own request.
    const charge = await chargeOf(rc, membership!.id);
    if (!charge?.subscriptionId && !charge?.paymentIntentId) {
      return { ...(await answer(rc, plan.id)), notice: '' };
    }
    return purchaseAnswer(rc, plan, await payAgain(rc, access));
  }
  if (state && state !== 'init' && !isPast(state)) {
    throw new AppError('INVALID', purchaseMessages.alreadyOwned);
  }
  if (!flags.canSale) throw new AppError('INVALID', purchaseMessages.unavailable);
  if (!access.payouts.chargesEnabled) {
    throw new AppError('INVALID', purchaseMessages.cannotTakePayments);
  }
  // Spec 4.7: a program that ended is resumed from where the client left off (the same start
  // date, the days missed stay missed) or restarted on a new start date.
  const resumeType = body?.resume_type;
  if (resumeType && !flags.willResume) throw new AppError('INVALID', purchaseMessages.unavailable);
  const price = await chosenPrice(plan, body?.price_id, rc.db);
  const startDate =
    resumeType === 'continue'
      ? membership!.startDate!
      : paidStartDate(plan, body?.start_date, today);
  const { customerId, stripeAccount } = await ensureCustomer(rc, user!.id, plan.accountId);
  const card = await defaultCard(rc, user!.id, plan.accountId);
  if (!card) throw noCard();
  const trial =
    plan.planType !== 'fixed' &&
    (plan.trialDays ?? 0) > 0 &&
    !(membership && (await trialAlreadyHad(rc, plan, { customerId, stripeAccount })));
  const stripePriceId = await ensureStripePrice(rc, plan, price, stripeAccount);
  const link = { stripeAccount, customerId, stripePriceId };
  const claimed = await claimPurchase(rc, access, price, startDate, link);
  // Another identical request claimed it: it charges, this one answers the program as it is.
  if (!claimed) return { ...(await answer(rc, plan.id)), notice: '' };
  crashPoint('buy.claimed');
  const attempt: Attempt = {
    ...claimed,
    ...link,
    planId: plan.id,
    card,
    amount: price.amount,
    currency: price.currency,
  };
  await chargeFirst(rc, plan, attempt, trial);
  const charge = await chargeOf(rc, claimed.membershipId);
  return purchaseAnswer(rc, plan, await settleCharge(rc, charge!, plan), resumeType);
}
