import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { PlanListQuery, PlanListResponse } from '@forma/contract/programs/programs.schemas';
import { NEEDS_TRAINING_DAYS } from '@forma/contract/programs/programs.rules';
import type { Db } from '../../db/database.ts';
import { requireAccess } from '../../platform/permissions/require-access.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { hasOngoingClients, currentClients, planClientCounts } from '../purchase/purchase.api.ts';
import { trainingDaysLeftSql } from '../training/training.api.ts';
import { presentListRow } from './programs.presenter.ts';
import { planCovers, planPrices, plans } from './programs.tables.ts';
import { pageInfo } from '../../platform/pagination.ts';

/**
 * The attention tab (spec 2.2, 4.3): published programs with clients whose training runs out
 * within 3 days (Needs Training or 3 Days Left), the same rule as `programListStatus`.
 */
function attentionCondition(db: Db, daysLeft: SQL<number | null>): SQL {
  return and(
    eq(plans.state, 'published'),
    eq(plans.archived, false),
    hasOngoingClients(db, plans.id),
    sql`${daysLeft} <= ${NEEDS_TRAINING_DAYS}`,
  )!;
}

/** GET coach/plans?tab&page&per_page&q: one page of the current account's programs. */
export async function listPlans(
  rc: RequestContext,
  query: PlanListQuery,
): Promise<PlanListResponse> {
  const { current } = await requireAccess(rc, 'program.list');
  const { db, clientDay: today } = rc;
  const accountId = current.account.id;
  const search = query.q
    ? ilike(plans.title, `%${query.q.replace(/[%_\\]/g, '\\$&')}%`)
    : undefined;
  const inAccount = eq(plans.accountId, accountId);
  const daysLeft = trainingDaysLeftSql(db, plans, today);
  const attention = attentionCondition(db, daysLeft);
  const where = and(inAccount, search, query.tab === 'attention' ? attention : undefined);

  const [[activeTotal], [attentionTotal]] = await Promise.all([
    db.select({ n: count() }).from(plans).where(inAccount),
    db.select({ n: count() }).from(plans).where(and(inAccount, attention)),
  ]);
  // Without a search the tab's own count is the total.
  const [filtered] = search
    ? await db.select({ n: count() }).from(plans).where(where)
    : [query.tab === 'attention' ? attentionTotal : activeTotal];
  const total = filtered?.n ?? 0;
  const rows = await db
    .select({ plan: plans, daysLeft })
    .from(plans)
    .where(where)
    .orderBy(asc(plans.archived), desc(plans.createdAt), desc(plans.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const ids = rows.map((r) => r.plan.id);
  const [counts, prices, covers] = await Promise.all([
    planClientCounts(db, ids, today),
    ids.length ? db.select().from(planPrices).where(inArray(planPrices.planId, ids)) : [],
    ids.length
      ? db
          .select()
          .from(planCovers)
          .where(and(inArray(planCovers.planId, ids), eq(planCovers.coverType, 'table_view')))
      : [],
  ]);
  return {
    items: rows.map(({ plan, daysLeft }) =>
      presentListRow({
        plan,
        prices: prices.filter((p) => p.planId === plan.id),
        cover: covers.find((c) => c.planId === plan.id) ?? null,
        clientsCount: currentClients(counts.get(plan.id)!),
        daysLeft: daysLeft ?? Number.POSITIVE_INFINITY,
        storage: rc.storage,
      }),
    ),
    pagination: pageInfo(query, total),
    counts: { active: activeTotal?.n ?? 0, attention: attentionTotal?.n ?? 0 },
  };
}
