import type { Receipt } from '@forma/contract/billing/billing.schemas';
import { formatPrice } from '@forma/contract/programs/programs.rules';
import type { UserRow } from '../../platform/auth/auth-plugin.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { billingMessages } from '@forma/contract/billing/billing.messages';
import { findAccount } from '../accounts/accounts.api.ts';
import { findPlan, pricesByIds } from '../programs/programs.api.ts';
import type { HistoryPayment } from '../purchase/purchase.api.ts';
import {
  descriptionOf,
  paidAtOf,
  paymentStatusOf,
  periodOf,
  receiptNumberOf,
} from './billing.presenter.ts';
import { receiptFactsOf } from './receipt-facts.ts';

/** The receipt of a paid payment (a declined one has none: 404). */
export async function buildReceipt(
  ctx: AppContext,
  row: HistoryPayment,
  buyer: UserRow,
): Promise<Receipt> {
  const { payment } = row;
  if (payment.status !== 'succeeded') throw new AppError('NOT_FOUND', billingMessages.noReceipt);
  const [facts, plan, prices, seller] = await Promise.all([
    receiptFactsOf(ctx, payment),
    findPlan(ctx.db, row.planId),
    pricesByIds(ctx.db, row.priceId ? [row.priceId] : []),
    findAccount(ctx.db, row.accountId),
  ]);
  const totalPaid = payment.amount - payment.refundedAmount;
  return {
    id: payment.id,
    number: receiptNumberOf(payment.id),
    paid_at: paidAtOf(payment).toISOString(),
    status: paymentStatusOf(payment),
    seller: { name: seller?.title ?? '', country: seller?.country?.toUpperCase() || null },
    buyer: { name: `${buyer.firstName} ${buyer.lastName}`.trim(), email: buyer.email },
    program: { id: row.planId, title: plan?.title ?? '' },
    description: descriptionOf(payment, prices[0]),
    period: periodOf(facts),
    card:
      facts.cardBrand && facts.cardLast4
        ? { brand: facts.cardBrand, last4: facts.cardLast4 }
        : null,
    currency: payment.currency,
    amount: payment.amount,
    amount_format: formatPrice(payment.amount, payment.currency),
    refunded_amount: payment.refundedAmount,
    refunded_format: formatPrice(payment.refundedAmount, payment.currency),
    total_paid: totalPaid,
    total_paid_format: formatPrice(totalPaid, payment.currency),
  };
}
