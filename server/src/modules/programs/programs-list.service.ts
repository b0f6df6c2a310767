import { and, asc, count, desc, eq, ilike, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Day } from '@forma/contract/programs/days';
import type { PlanListQuery, PlanListResponse } from '@forma/contract/programs/programs.schemas';
import type { Db } from '../../db/database.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { requireAccess } from '../../platform/permissions/require-access.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { attentionStaleSql, refreshPlanAttention } from './plan-attention.ts';
import { presentListRow, type CoverFields, type ListPriceFields } from './programs.presenter.ts';
import { planAttention, planCovers, planListCounts, planPrices, plans } from './programs.tables.ts';
import { pageInfo } from '../../platform/pagination.ts';

type Value<T> = T | Placeholder;
type ListValues = { accountId: Value<number>; today: Value<Day>; search?: SQL | undefined };

const a = planAttention;
const c = planListCounts;

/** The account's tab counts without a search: its plan_list_counts row (kept current by trigger). */
function keptCounts(v: ListValues) {
  const kept = (column: typeof c.programs | typeof c.attention) =>
    sql<number>`coalesce((select ${column} from ${c} where ${eq(c.accountId, v.accountId)}), 0)`.mapWith(
      Number,
    );
  return {
    active: kept(c.programs),
    attention: kept(c.attention),
    stale: attentionStaleSql(v.accountId, v.today),
  };
}

/**
 * Both tabs' counts of the account's programs (matching the search), with whether any attention
 * fact is stale. Without a search, read on its own only when the page is empty (the page's rows
 * carry them); with one, counted over the matching programs.
 */
function countsQuery(db: Db, v: ListValues) {
  if (!v.search) return db.select(keptCounts(v)).from(sql`(select 1) as one`);
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

/** The program's price options not archived, as JSON (the list's Price column). */
const pricesJson = sql<ListPriceFields[]>`(select coalesce(json_agg(json_build_object(
    'id', ${planPrices.id}, 'period', ${planPrices.period}, 'amount', ${planPrices.amount},
    'currency', ${planPrices.currency}) order by ${planPrices.id}), '[]'::json)
  from ${planPrices} where ${planPrices.planId} = ${plans.id} and not ${planPrices.archived})`;

/** The program's table-view cover, as JSON, or null. */
const coverJson = sql<CoverFields | null>`(select json_build_object(
    'coverType', ${planCovers.coverType}, 'large', ${planCovers.large},
    'normal', ${planCovers.normal}, 'small', ${planCovers.small},
    'original', ${planCovers.original}, 'mediaId', ${planCovers.mediaId},
    'crop', ${planCovers.crop})
  from ${planCovers} where ${planCovers.planId} = ${plans.id}
    and ${planCovers.coverType} = 'table_view')`;

/** Only what a row of the list shows (programs.presenter.ts presentListRow). */
const rowColumns = {
  plan: {
    id: plans.id,
    title: plans.title,
    planType: plans.planType,
    state: plans.state,
    archived: plans.archived,
    pricing: plans.pricing,
    customUrl: plans.customUrl,
    color: plans.color,
    muted: plans.muted,
    blockedDownloads: plans.blockedDownloads,
    blockedSubscriptions: plans.blockedSubscriptions,
    trainingScheduledTo: plans.trainingScheduledTo,
    createdAt: plans.createdAt,
  },
  daysLeft: a.daysLeft,
  clients: a.clients,
  prices: pricesJson,
  cover: coverJson,
};

/**
 * A page of a tab, each program with its facts, prices and cover, and (read once, the same on
 * every row) the tab counts without a search and whether a fact is stale: one query that reads
 * only the page: the active tab walks plans_account_list_idx, the attention tab
 * plan_attention_attention_list_idx (the same order, over the attention rows' copies of it).
 */
function pageQuery(
  db: Db,
  v: ListValues & { tab: PlanListQuery['tab']; limit: Value<number>; offset: Value<number> },
) {
  const columns = { ...rowColumns, tabs: keptCounts(v) };
  if (v.tab === 'attention') {
    return db
      .select(columns)
      .from(a)
      .innerJoin(plans, eq(plans.id, a.planId))
      .where(and(eq(a.accountId, v.accountId), a.attention, v.search))
      .orderBy(asc(a.archived), desc(a.createdAt), desc(a.planId))
      .limit(v.limit)
      .offset(v.offset);
  }
  return db
    .select(columns)
    .from(plans)
    .leftJoin(a, eq(a.planId, plans.id))
    .where(and(eq(plans.accountId, v.accountId), v.search))
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
  const read = async () => {
    const [rows, [found]] = await Promise.all([
      search ? pageQuery(db, { ...values, search }) : tabPages[query.tab](db, values),
      search ? countsQuery(db, { ...values, search }) : [undefined],
    ]);
    // An empty page carries no counts: read them on their own.
    const [tabs] = rows.length ? [rows[0]!.tabs] : await tabCounts(db, values);
    return { rows, found, tabs };
  };
  let { rows, found, tabs } = await read();
  // Something changed since the facts were computed, or the day turned: recompute what is
  // stale, then read again (an unchanged account's list is the one read).
  if (tabs?.stale) {
    await refreshPlanAttention(db, rc.ports, values.accountId, today);
    ({ rows, found, tabs } = await read());
  }
  // Without a search the tab's own count is the total.
  const total = (found ?? tabs)?.[query.tab] ?? 0;
  return {
    items: rows.map(({ plan, daysLeft, clients, prices, cover }) =>
      presentListRow({
        plan,
        prices,
        cover,
        clientsCount: clients ?? 0,
        daysLeft: daysLeft ?? Number.POSITIVE_INFINITY,
        storage: rc.storage,
      }),
    ),
    pagination: pageInfo(query, total),
    counts: { active: tabs?.active ?? 0, attention: tabs?.attention ?? 0 },
  };
}
