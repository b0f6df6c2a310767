import type { CancelPlanClientBody } from '@forma/contract/clients/clients.schemas';
import { toMinor } from '@forma/contract/programs/programs.rules';

export type CancelWhen = 'now' | 'period_end';
export type RefundChoice = 'none' | 'full' | 'partial';

type PaidCancelBody = NonNullable<CancelPlanClientBody>;

type Choice = {
  when: CancelWhen;
  refund: RefundChoice;
  /** The partial amount in major units, null while empty. */
  partial: number | null;
  /** Minor units of the last payment that may still be refunded; 0 when none may. */
  refundable: number;
  /** The payment's currency, which says how many minor units a major one holds. */
  currency: string;
};

/**
 * What the coach's choice sends (refund_amount in minor units), or null when the partial amount
 * is not between 0.01 and the refundable amount. Only an immediate cancel refunds.
 */
export function cancelBody({
  when,
  refund,
  partial,
  refundable,
  currency,
}: Choice): PaidCancelBody | null {
  if (when !== 'now' || refundable <= 0 || refund === 'none') return { when };
  if (refund === 'full') return { when, refund_amount: refundable };
  const minor = partial === null ? 0 : toMinor(partial, currency);
  return minor >= 1 && minor <= refundable ? { when, refund_amount: minor } : null;
}
