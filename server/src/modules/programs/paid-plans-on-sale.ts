import { and, asc, eq, exists } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { planPrices, plans } from './programs.tables.ts';

/**
 * The account's paid programs on sale to new clients (published, not archived, not blocked for
 * new sales, with an active price option): public ones first, as they are open to anyone.
 */
export async function paidPlansOnSale(db: Db, accountId: number): Promise<number[]> {
  const rows = await db
    .select({ id: plans.id })
    .from(plans)
    .where(
      and(
        eq(plans.accountId, accountId),
        eq(plans.state, 'published'),
        eq(plans.archived, false),
        eq(plans.pricing, 'paid'),
        exists(
          db
            .select({ id: planPrices.id })
            .from(planPrices)
            .where(and(eq(planPrices.planId, plans.id), eq(planPrices.archived, false))),
        ),
      ),
    )
    .orderBy(asc(plans.isPrivate), asc(plans.id));
  return rows.map((row) => row.id);
}
