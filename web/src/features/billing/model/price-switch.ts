import { sortByPeriod } from '@forma/contract/programs/programs.rules';
import type {
  MyProgramCard,
  PublicPlan,
  PublicPriceOption,
} from '@forma/contract/purchase/purchase.schemas';
import { isPast } from '@forma/contract/purchase/membership-states.rules';
import { showDayMonth } from '../../../lib/show-day';
import { purchasesTexts as t } from '../billing.messages';
import { periodPrice } from './purchase-row';

/** States whose next period can be billed at another option: it renews at the period's end. */
const SWITCHABLE = ['active', 'trialing'] as const;

/** The program's recurring price options, in the checkout's ascending order (spec 4.5). */
export const switchOptions = (plan: PublicPlan): PublicPriceOption[] =>
  sortByPeriod(plan.local_price.filter((option) => option.period !== 'one_off'));

/**
 * 'Change billing': an active or trialing subscription that renews (not one-off, not set to end)
 * and whose program sells another recurring option.
 */
export function canSwitchPrice(card: MyProgramCard, plan: PublicPlan | undefined): boolean {
  const { membership } = card;
  const { duration } = membership.plan_price;
  return (
    plan !== undefined &&
    (SWITCHABLE as readonly string[]).includes(membership.state) &&
    !membership.cancel_at_period_end &&
    duration !== null &&
    duration !== 'one_off' &&
    switchOptions(plan).some((option) => option.id !== membership.price_id)
  );
}

/** 'Keep current billing': a pending switch of a subscription not ended yet. */
export const canKeepBilling = (card: MyProgramCard): boolean =>
  card.membership.pending_switch !== null && !isPast(card.membership.state);

/** '$29.99 / Month': how a price option reads in the switch. */
export const optionLabel = (plan: PublicPlan, option: PublicPriceOption): string =>
  periodPrice(plan, { id: option.id, amount: option.price, duration: option.period });

/** The price a pending switch moves to, as it reads ('$299.00 / Year'). */
export function pendingPrice(card: MyProgramCard, plan: PublicPlan): string | null {
  const pending = card.membership.pending_switch;
  if (!pending) return null;
  return periodPrice(plan, {
    id: pending.price_id,
    amount: pending.amount,
    duration: pending.duration,
  });
}

/** 'Switches to $299.00 / Year on 01 May, 2026', or null without a pending switch. */
export function pendingSwitchLine(card: MyProgramCard, plan: PublicPlan): string | null {
  const pending = card.membership.pending_switch;
  const price = pendingPrice(card, plan);
  if (!pending || !price) return null;
  return t.switchesTo(price, showDayMonth(pending.starts_on));
}
