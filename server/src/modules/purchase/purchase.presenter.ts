import type { Membership } from '@forma/contract/purchase/purchase.schemas';
import type { Day } from '@forma/contract/programs/days';
import { MEMBERSHIP_STATE_LABELS } from '@forma/contract/programs/programs.rules';
import type { PriceRow } from '../programs/programs.api.ts';
import { effectiveState } from './membership-groups.ts';
import type { planMemberships } from './purchase.tables.ts';

export type MembershipRow = typeof planMemberships.$inferSelect;

export function presentMembership(
  row: MembershipRow,
  price: PriceRow | null,
  today: Day,
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
  };
}
