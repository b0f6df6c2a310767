import type { MyProgramCard, PublicPlan } from '@forma/contract/purchase/purchase.schemas';
import { isPast } from '@forma/contract/purchase/membership-states.rules';
import {
  formatPrice,
  PRICE_PERIOD_LABELS,
  type PricePeriod,
} from '@forma/contract/programs/programs.rules';
import { NO_VALUE, showDayMonth } from '../../../lib/show-day';
import { purchasesTexts as t } from '../billing.messages';

/** States in which a subscription set to end with its period can go on (spec 4.4). */
const RESUMABLE = ['active', 'trialing', 'canceledEOB'] as const;

const isOneOff = (card: MyProgramCard) => card.membership.plan_price.duration === 'one_off';

/** 'Cancel subscription': a renewing subscription the server lets the client cancel. */
export function canCancelSubscription(card: MyProgramCard): boolean {
  const { membership } = card;
  return (
    card.can_cancel &&
    !membership.cancel_at_period_end &&
    !isOneOff(card) &&
    !isPast(membership.state)
  );
}

/** 'Resume subscription': a subscription set to end at its period's end, not ended yet. */
export function canResumeSubscription(card: MyProgramCard): boolean {
  const { membership } = card;
  return (
    membership.cancel_at_period_end && (RESUMABLE as readonly string[]).includes(membership.state)
  );
}

/** What the next date of the subscription means: the next payment, or the end of access. */
export function billingLine(card: MyProgramCard): string {
  const { membership } = card;
  const end = membership.end_date ? showDayMonth(membership.end_date) : null;
  if (isOneOff(card)) return t.paidOnce;
  if (membership.state === 'past_due' || membership.state === 'incomplete') {
    return t.missedPayment;
  }
  if (!end) return NO_VALUE;
  if (isPast(membership.state)) return NO_VALUE;
  if (membership.cancel_at_period_end) return t.endsOn(end);
  if (membership.state === 'trialing') return t.firstPayment(end);
  return t.nextPayment(end);
}

/**
 * '$19.99 / Month': the option the membership pays, in the program's currency (the server's
 * display string when the option is still listed).
 */
export function priceLine(card: MyProgramCard, plan: PublicPlan | undefined): string | null {
  if (!plan) return null;
  const { amount, duration } = card.membership.plan_price;
  return periodPrice(plan, { id: card.membership.price_id, amount, duration });
}

type PriceOfPlan = { id: number | null; amount: number; duration: PricePeriod | null };

/** An amount of the program's and its period, with the option's display string when listed. */
export function periodPrice(plan: PublicPlan, { id, amount, duration }: PriceOfPlan): string {
  const option = [...plan.local_price, ...plan.original_price].find(
    (candidate) => candidate.id === id && candidate.price === amount,
  );
  const price = option?.price_format ?? formatPrice(amount, plan.currency);
  if (!duration) return price;
  return duration === 'one_off' ? price : t.perPeriod(price, PRICE_PERIOD_LABELS[duration]);
}
