import { and, desc, eq, inArray } from 'drizzle-orm';
import type { CancelChoice, LastPayment } from '@forma/contract/purchase/purchase.schemas';
import { formatPrice, type MembershipState } from '@forma/contract/programs/programs.rules';
import type { Db } from '../../../db/database.ts';
import { isOngoing } from '../membership-groups.ts';
import type { MembershipRow } from '../purchase.presenter.ts';
import { membershipCharges, payments } from './paid.tables.ts';

export type PaymentRow = typeof payments.$inferSelect;

/** One refund per payment (spec 4.7): nothing is refundable once one was made or claimed. */
export const refundableOf = (payment: PaymentRow) =>
  payment.refundedAt !== null || payment.refundedAmount > 0 ? 0 : payment.amount;

/** A membership's latest paid payment, or null. */
export async function lastPaymentOf(db: Db, membershipId: number): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.membershipId, membershipId), eq(payments.status, 'succeeded')))
    .orderBy(desc(payments.stripeCreated), desc(payments.id))
    .limit(1);
  return row ?? null;
}

export function presentLastPayment(payment: PaymentRow | null): LastPayment | null {
  if (!payment) return null;
  return {
    id: payment.id,
    amount: payment.amount,
    currency: payment.currency,
    amount_format: formatPrice(payment.amount, payment.currency),
    paid_at: (payment.paidAt ?? payment.createdAt).toISOString(),
    refunded_amount: payment.refundedAmount,
    refundable: refundableOf(payment),
  };
}

/**
 * How the coach may end a membership (spec 2.4): an ongoing paid subscription not already ending
 * now or at its period's end; free, Fixed Length or one set to end only now; a past one not at all.
 */
export function cancelChoicesOf(
  membership: MembershipRow,
  state: MembershipState,
  subscriptionId: string | null,
): CancelChoice[] {
  if (!isOngoing(state)) return [];
  if (membership.amount === 0 || !subscriptionId || membership.cancelAtPeriodEnd) return ['now'];
  return ['now', 'period_end'];
}

/** For a page of client rows: each membership's latest paid payment and subscription, two queries. */
export async function paymentSummaries(db: Db, membershipIds: number[]) {
  const lastPayments = new Map<number, PaymentRow>();
  const subscriptions = new Map<number, string>();
  if (membershipIds.length === 0) return { lastPayments, subscriptions };
  const [paid, charges] = await Promise.all([
    db
      .select()
      .from(payments)
      .where(and(inArray(payments.membershipId, membershipIds), eq(payments.status, 'succeeded')))
      .orderBy(desc(payments.stripeCreated), desc(payments.id)),
    db
      .select({
        membershipId: membershipCharges.membershipId,
        subscriptionId: membershipCharges.subscriptionId,
      })
      .from(membershipCharges)
      .where(inArray(membershipCharges.membershipId, membershipIds)),
  ]);
  for (const payment of paid) {
    if (!lastPayments.has(payment.membershipId)) lastPayments.set(payment.membershipId, payment);
  }
  for (const charge of charges) {
    if (charge.subscriptionId) subscriptions.set(charge.membershipId, charge.subscriptionId);
  }
  return { lastPayments, subscriptions };
}
