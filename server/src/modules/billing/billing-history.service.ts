import { inArray } from 'drizzle-orm';
import type { HistoryQuery, HistoryResponse } from '@forma/contract/billing/billing.schemas';
import { pageInfo } from '../../platform/pagination.ts';
import { requireAccess } from '../../platform/permissions/require-access.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { accountsByIds } from '../accounts/accounts.api.ts';
import { plansByIds, pricesByIds } from '../programs/programs.api.ts';
import { clientPaymentsPage } from '../purchase/purchase.api.ts';
import { paymentReceipts } from './billing.tables.ts';
import { presentHistoryItem } from './billing.presenter.ts';

/**
 * GET athlete/billing/history: a page of the client's payments, newest first. The page is one
 * query; its programs, options, sellers and receipt periods are read by id at once, so a page
 * costs the same five queries whatever its size.
 */
export async function billingHistory(
  rc: RequestContext,
  query: HistoryQuery,
): Promise<HistoryResponse> {
  const { user } = await requireAccess(rc, 'billing.history.read');
  const { rows, total } = await clientPaymentsPage(rc.db, user.id, {
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  const paymentIds = rows.map((row) => row.payment.id);
  const [plans, prices, sellers, facts] = await Promise.all([
    plansByIds(
      rc.db,
      rows.map((row) => row.planId),
    ),
    pricesByIds(
      rc.db,
      rows.flatMap((row) => (row.priceId ? [row.priceId] : [])),
    ),
    accountsByIds(
      rc.db,
      rows.map((row) => row.accountId),
    ),
    paymentIds.length === 0
      ? []
      : rc.db.select().from(paymentReceipts).where(inArray(paymentReceipts.paymentId, paymentIds)),
  ]);
  const priceById = new Map(prices.map((price) => [price.id, price]));
  const factsById = new Map(facts.map((row) => [row.paymentId, row]));
  return {
    items: rows.map((row) =>
      presentHistoryItem(row, {
        plan: plans.get(row.planId),
        price: row.priceId ? priceById.get(row.priceId) : undefined,
        seller: sellers.get(row.accountId),
        facts: factsById.get(row.payment.id),
      }),
    ),
    pagination: pageInfo(query, total),
  };
}
