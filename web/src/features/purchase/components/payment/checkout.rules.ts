import type { Day } from '@forma/contract/programs/days';
import {
  DEFAULT_PRICE_PERIOD,
  hasFutureLaunch,
  isCalendarPlan,
  PRICE_PERIODS,
  sortByPeriod,
  type PricePeriod,
} from '@forma/contract/programs/programs.rules';
import type { PublicPlan, PublicPriceOption } from '@forma/contract/purchase/purchase.schemas';
import {
  ACTION_LABELS,
  planActionInput,
  publicPlanActions,
  type PlanActionKind,
} from '@forma/contract/purchase/public-plan.rules';

const BUY_KINDS: readonly PlanActionKind[] = [
  'subscribe',
  'start_trial',
  'purchase',
  'resume_subscription',
];

/** The buy button of the paid checkout: the label the program page gave it (spec 4.4). */
export function checkoutButtonLabel(plan: PublicPlan, today: Day): string {
  const actions = publicPlanActions(planActionInput(plan, today));
  const buy = actions.find((action) => BUY_KINDS.includes(action.kind));
  if (buy) return buy.label;
  return plan.plan_type === 'fixed' ? ACTION_LABELS.purchase : ACTION_LABELS.subscribe;
}

/**
 * The checkout asks for a start date where the client picks the first day: a Fixed Length
 * program, and a membership not waiting for its launch date (which starts it).
 */
export function needsStartDate(plan: PublicPlan, today: Day): boolean {
  if (plan.plan_type === 'fixed') return true;
  return plan.plan_type === 'membership' && !hasFutureLaunch(plan.launch_date, today);
}

/** A program starting on its future launch date (Session 1 Day 1 or Group Rolling Calendar). */
export function startsOnLaunch(plan: PublicPlan, today: Day): boolean {
  return (
    (plan.plan_type === 'membership' || isCalendarPlan(plan.plan_type)) &&
    hasFutureLaunch(plan.launch_date, today)
  );
}

/** The price options at checkout, in ascending order (spec 4.5). */
export const checkoutOptions = (plan: PublicPlan): PublicPriceOption[] =>
  sortByPeriod(plan.local_price);

const isPeriod = (value: string | null): value is PricePeriod =>
  (PRICE_PERIODS as readonly string[]).includes(value ?? '');

/** 4.5 "Price selection": the membership's option, else the query's period, else monthly. */
export function initialOption(
  plan: PublicPlan,
  queryDuration: string | null,
): PublicPriceOption | null {
  const options = checkoutOptions(plan);
  const byPeriod = (period: PricePeriod | null) =>
    options.find((option) => option.period === period) ?? null;
  return (
    options.find((option) => option.id === plan.selected_price) ??
    byPeriod(isPeriod(queryDuration) ? queryDuration : null) ??
    byPeriod(DEFAULT_PRICE_PERIOD) ??
    options[0] ??
    null
  );
}
