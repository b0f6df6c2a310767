import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { planMemberships } from '../purchase.tables.ts';
import { payments } from './paid.tables.ts';

/** The payments a client sees: the paid ones and the declined attempts (not open intents). */
const SHOWN_STATUSES = ['succeeded', 'failed'];

const historyColumns = {
  payment: payments,
  planId: planMemberships.planId,
  accountId: planMemberships.accountId,
  priceId: planMemberships.priceId,
  userId: planMemberships.userId,
};

export type HistoryPayment = {
  payment: typeof payments.$inferSelect;
  planId: number;
  accountId: number;
  priceId: number | null;
  userId: number | null;
};

/**
 * A page of the client's payments, newest first, with the total in the same query (the
 * memberships by user and each membership's payments by time are both indexed).
 */
export async function clientPaymentsPage(
  db: Db,
  userId: number,
  page: { limit: number; offset: number },
): Promise<{ rows: HistoryPayment[]; total: number }> {
  const rows = await db
    .select({ ...historyColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(payments)
    .innerJoin(planMemberships, eq(planMemberships.id, payments.membershipId))
    .where(and(eq(planMemberships.userId, userId), inArray(payments.status, SHOWN_STATUSES)))
    .orderBy(desc(payments.stripeCreated), desc(payments.id))
    .limit(page.limit)
    .offset(page.offset);
  return { rows, total: rows[0]?.total ?? (page.offset > 0 ? await countOf(db, userId) : 0) };
}

async function countOf(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(payments)
    .innerJoin(planMemberships, eq(planMemberships.id, payments.membershipId))
    .where(and(eq(planMemberships.userId, userId), inArray(payments.status, SHOWN_STATUSES)));
  return row?.total ?? 0;
}

/** One payment with its membership's program, seller and client, or null. */
export async function findHistoryPayment(
  db: Db,
  where: { id: number } | { paymentIntentId: string },
): Promise<HistoryPayment | null> {
  const [row] = await db
    .select(historyColumns)
    .from(payments)
    .innerJoin(planMemberships, eq(planMemberships.id, payments.membershipId))
    .where(
      'id' in where
        ? eq(payments.id, where.id)
        : eq(payments.paymentIntentId, where.paymentIntentId),
    );
  return row ?? null;
}
