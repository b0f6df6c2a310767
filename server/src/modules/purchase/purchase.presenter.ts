import type { Membership } from '@forma/contract/purchase/purchase.schemas';
import type { Day } from '@forma/contract/programs/days';
import { MEMBERSHIP_STATE_LABELS } from '@forma/contract/programs/programs.rules';
import type { PriceRow } from '../programs/programs.api.ts';
import { effectiveState } from './membership-groups.ts';
import type { planMemberships } from './purchase.tables.ts';

export type MembershipRow = typeof planMemberships.$inferSelect;

/** The price option of this id among `prices`, or null. */
export const priceOf = (prices: readonly PriceRow[], id: number | null): PriceRow | null =>
  id === null ? null : (prices.find((p) => p.id === id) ?? null);

/** The option a subscription switches to when its period ends, from the end date Stripe gave. */
function pendingSwitch(
  row: MembershipRow,
  switchTo: PriceRow | null,
): Membership['pending_switch'] {
  if (row.switchPriceId === null || !switchTo || switchTo.id !== row.switchPriceId) return null;
  if (!row.endDate) return null;
  return {
    price_id: switchTo.id,
    duration: switchTo.period,
    amount: switchTo.amount,
    starts_on: row.endDate,
  };
}

export function presentMembership(
  row: MembershipRow,
  price: PriceRow | null,
  today: Day,
  switchTo: PriceRow | null = null,
): Membership {
  const state = effectiveState(row, today);
  return {
    id: row.id,
    state,
    label: MEMBERSHIP_STATE_LABELS[state],
    plan_price: { duration: price?.period ?? null, amount: row.amount },
    price_id: row.priceId,
    cancel_at_period_end: row.cancelAtPeriodEnd,
    canceled_by: row.canceledBy,
    start_date: row.startDate,
    end_date: row.endDate,
    is_applied: row.applied,
    pending_switch: pendingSwitch(row, switchTo),
  };
}
