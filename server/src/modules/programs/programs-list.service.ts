import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { Day } from '@forma/contract/programs/days';
import type { PlanListQuery, PlanListResponse } from '@forma/contract/programs/programs.schemas';
import { NEEDS_TRAINING_DAYS } from '@forma/contract/programs/programs.rules';
import type { Db } from '../../db/database.ts';
import { preparedQuery } from '../../db/prepared.ts';
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

type Value<T> = T | Placeholder;
type ListValues = { accountId: Value<number>; today: Value<Day>; search?: SQL | undefined };

/** Both tabs' counts of the account's programs (matching the search), in one query. */
function countsQuery(db: Db, v: ListValues) {
  const attention = attentionCondition(db, trainingDaysLeftSql(db, plans, v.today));
  return db
    .select({
      active: count(),
      attention: sql<number>`count(*) filter (where ${attention})`.mapWith(Number),
    })
    .from(plans)
    .where(and(eq(plans.accountId, v.accountId), v.search));
}

/** A page of a tab, each program with its days of training left. */
function pageQuery(
  db: Db,
  v: ListValues & { tab: PlanListQuery['tab']; limit: Value<number>; offset: Value<number> },
) {
  const daysLeft = trainingDaysLeftSql(db, plans, v.today);
  return db
    .select({ plan: plans, daysLeft })
    .from(plans)
    .where(
      and(
        eq(plans.accountId, v.accountId),
        v.search,
        v.tab === 'attention' ? attentionCondition(db, daysLeft) : undefined,
      ),
    )
    .orderBy(asc(plans.archived), desc(plans.createdAt), desc(plans.id))
    .limit(v.limit)
    .offset(v.offset);
}

// Without a search the list's queries are the same on every call: prepared once (db/prepared.ts).
const placeholders = {
  accountId: sql.placeholder('accountId'),
  today: sql.placeholder('today'),
  limit: sql.placeholder('limit'),
  offset: sql.placeholder('offset'),
};
const tabCounts = preparedQuery((db) => countsQuery(db, placeholders).prepare('plans_list_counts'));
const tabPages = {
  active: preparedQuery((db) =>
    pageQuery(db, { ...placeholders, tab: 'active' }).prepare('plans_list_active'),
  ),
  attention: preparedQuery((db) =>
    pageQuery(db, { ...placeholders, tab: 'attention' }).prepare('plans_list_attention'),
  ),
};

/** GET coach/plans?tab&page&per_page&q: one page of the current account's programs. */
export async function listPlans(
  rc: RequestContext,
  query: PlanListQuery,
): Promise<PlanListResponse> {
  const { current } = await requireAccess(rc, 'program.list');
  const { db, clientDay: today } = rc;
  const values = {
    accountId: current.account.id,
    today,
    tab: query.tab,
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  };
  const search = query.q
    ? ilike(plans.title, `%${query.q.replace(/[%_\\]/g, '\\$&')}%`)
    : undefined;
  const [[tabs], [found], rows] = await Promise.all([
    tabCounts(db, { accountId: values.accountId, today }),
    search ? countsQuery(db, { ...values, search }) : [undefined],
    search ? pageQuery(db, { ...values, search }) : tabPages[query.tab](db, values),
  ]);
  // Without a search the tab's own count is the total.
  const total = (found ?? tabs)?.[query.tab] ?? 0;
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
    counts: { active: tabs?.active ?? 0, attention: tabs?.attention ?? 0 },
  };
}
