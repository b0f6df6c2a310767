import { and, asc, count, desc, eq, ilike, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Day } from '@forma/contract/programs/days';
import type { PlanListQuery, PlanListResponse } from '@forma/contract/programs/programs.schemas';
import type { Db } from '../../db/database.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { requireAccess } from '../../platform/permissions/require-access.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { currentClients, planClientCounts } from '../purchase/purchase.api.ts';
import { attentionStaleSql, refreshPlanAttention } from './plan-attention.ts';
import { presentListRow } from './programs.presenter.ts';
import { planAttention, planCovers, planPrices, plans } from './programs.tables.ts';
import { pageInfo } from '../../platform/pagination.ts';

type Value<T> = T | Placeholder;
type ListValues = { accountId: Value<number>; today: Value<Day>; search?: SQL | undefined };

const a = planAttention;

/**
 * Both tabs' counts of the account's programs (matching the search), in one query. Without a
 * search each count is read from an index (plans_account_list_idx, the attention facts' partial
 * index); with one, from the matching programs.
 */
function countsQuery(db: Db, v: ListValues) {
  if (!v.search) {
    const count = (table: typeof plans | typeof a, where: SQL) =>
      sql<number>`(select count(*) from ${table} where ${where})`.mapWith(Number);
    return db
      .select({
        active: count(plans, eq(plans.accountId, v.accountId)),
        attention: count(a, and(eq(a.accountId, v.accountId), a.attention)!),
        stale: attentionStaleSql(v.accountId, v.today),
      })
      .from(sql`(select 1) as one`);
  }
  return db
    .select({
      active: count(),
      attention: sql<number>`count(*) filter (where ${a.attention})`.mapWith(Number),
      stale: attentionStaleSql(v.accountId, v.today),
    })
    .from(plans)
    .leftJoin(a, eq(a.planId, plans.id))
    .where(and(eq(plans.accountId, v.accountId), v.search));
}

/**
 * A page of a tab, each program with its days of training left. The attention tab starts from
 * the account's attention rows (a partial index), so its cost follows the programs in the tab,
 * not the account's programs.
 */
function pageQuery(
  db: Db,
  v: ListValues & { tab: PlanListQuery['tab']; limit: Value<number>; offset: Value<number> },
) {
  const columns = { plan: plans, daysLeft: a.daysLeft };
  const tab =
    v.tab === 'attention'
      ? db
          .select(columns)
          .from(a)
          .innerJoin(plans, eq(plans.id, a.planId))
          .where(and(eq(a.accountId, v.accountId), a.attention, v.search))
      : db
          .select(columns)
          .from(plans)
          .leftJoin(a, eq(a.planId, plans.id))
          .where(and(eq(plans.accountId, v.accountId), v.search));
  return tab
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

// The page's prices and covers: one array parameter, so each is one named statement too.
const idsOnPage = sql.placeholder('ids');
const pagePrices = preparedQuery((db) =>
  db
    .select()
    .from(planPrices)
    .where(sql`${planPrices.planId} = any(${idsOnPage})`)
    .prepare('plans_list_prices'),
);
const pageCovers = preparedQuery((db) =>
  db
    .select()
    .from(planCovers)
    .where(
      and(sql`${planCovers.planId} = any(${idsOnPage})`, eq(planCovers.coverType, 'table_view')),
    )
    .prepare('plans_list_covers'),
);

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
  const read = () =>
    Promise.all([
      tabCounts(db, { accountId: values.accountId, today }),
      search ? countsQuery(db, { ...values, search }) : [undefined],
      search ? pageQuery(db, { ...values, search }) : tabPages[query.tab](db, values),
    ]);
  let [[tabs], [found], rows] = await read();
  // Something changed since the facts were computed, or the day turned: recompute what is
  // stale, then read again (an unchanged account's list is the one read).
  if (tabs?.stale) {
    await refreshPlanAttention(db, values.accountId, today);
    [[tabs], [found], rows] = await read();
  }
  // Without a search the tab's own count is the total.
  const total = (found ?? tabs)?.[query.tab] ?? 0;
  const ids = rows.map((r) => r.plan.id);
  const [counts, prices, covers] = await Promise.all([
    planClientCounts(db, ids, today),
    ids.length ? pagePrices(db, { ids }) : [],
    ids.length ? pageCovers(db, { ids }) : [],
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
