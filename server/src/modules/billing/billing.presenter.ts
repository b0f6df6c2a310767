import type {
  BilledPeriod,
  HistoryItem,
  PaymentStatus,
} from '@forma/contract/billing/billing.schemas';
import { paymentDescriptions } from '@forma/contract/billing/billing.messages';
import { formatPrice } from '@forma/contract/programs/programs.rules';
import type { AccountRow } from '../accounts/accounts.api.ts';
import type { PlanRow, PriceRow } from '../programs/programs.api.ts';
import type { HistoryPayment } from '../purchase/purchase.api.ts';
import type { ReceiptFactsRow } from './billing.tables.ts';

type PaymentRow = HistoryPayment['payment'];

/** A payment as the client reads it: declined, paid, or given back in part or in full. */
export function paymentStatusOf(payment: PaymentRow): PaymentStatus {
  if (payment.status !== 'succeeded') return 'failed';
  if (payment.refundedAmount >= payment.amount) return 'refunded';
  return payment.refundedAmount > 0 ? 'partially_refunded' : 'paid';
}

/** What the payment was for: the option's period, or the Stripe object it paid when the option is gone. */
export function descriptionOf(payment: PaymentRow, price: PriceRow | undefined): string {
  if (price) return paymentDescriptions[price.period];
  return payment.invoiceId ? paymentDescriptions.subscription : paymentDescriptions.one_off;
}

export const periodOf = (facts: ReceiptFactsRow | undefined): BilledPeriod | null =>
  facts?.periodStart && facts.periodEnd ? { start: facts.periodStart, end: facts.periodEnd } : null;

/** When it was paid, or when the declined attempt was made. */
export const paidAtOf = (payment: PaymentRow): Date =>
  payment.paidAt ?? new Date(payment.stripeCreated * 1000);

/** The receipt's number: the payment's id, which never changes and is never reused. */
export const receiptNumberOf = (paymentId: number) => `R-${String(paymentId).padStart(6, '0')}`;

export type HistoryParts = {
  plan: PlanRow | undefined;
  price: PriceRow | undefined;
  seller: AccountRow | undefined;
  facts: ReceiptFactsRow | undefined;
};

export function presentHistoryItem(row: HistoryPayment, parts: HistoryParts): HistoryItem {
  const { payment } = row;
  const status = paymentStatusOf(payment);
  return {
    id: payment.id,
    paid_at: paidAtOf(payment).toISOString(),
    program: { id: row.planId, title: parts.plan?.title ?? '' },
    seller: parts.seller?.title ?? '',
    description: descriptionOf(payment, parts.price),
    period: periodOf(parts.facts),
    amount: payment.amount,
    currency: payment.currency,
    amount_format: formatPrice(payment.amount, payment.currency),
    refunded_amount: payment.refundedAmount,
    refunded_format: formatPrice(payment.refundedAmount, payment.currency),
    status,
    has_receipt: status !== 'failed',
  };
}
