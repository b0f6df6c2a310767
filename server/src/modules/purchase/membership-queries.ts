import { and, count, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import type { PlanCounts } from '@forma/contract/programs/programs.schemas';
import type { Day } from '@forma/contract/programs/days';
import type { Db } from '../../db/database.ts';
import { listOf, ongoingCondition } from './membership-groups.ts';
import { planMemberships } from './purchase.tables.ts';

const emptyCounts = (): PlanCounts => ({
  active: 0,
  in_trial: 0,
  scheduled: 0,
  pending: 0,
  past: 0,
});

/** The program clients tab counts of several programs, in one grouped query. */
export async function planClientCounts(
  db: Db,
  planIds: number[],
  today: Day,
): Promise<Map<number, PlanCounts>> {
  const result = new Map<number, PlanCounts>(planIds.map((id) => [id, emptyCounts()]));
  if (planIds.length === 0) return result;
  const m = planMemberships;
  const future = sql<boolean>`coalesce(${m.startDate} > ${today}, false)`;
  const rows = await db
    .select({ planId: m.planId, state: m.state, future, n: count() })
    .from(m)
    .where(inArray(m.planId, planIds))
    // By position: the date parameter would differ between select and group by.
    .groupBy(sql`1, 2, 3`);
  for (const row of rows) {
    const counts = result.get(row.planId)!;
    // A scheduled row is 'future' or not; listOf only needs the comparison's outcome.
    const list = listOf(row.state, row.future ? '9999-12-31' : '0000-01-01', today);
    counts[list] += row.n;
  }
  return result;
}

/** Clients in the program's active, trial and scheduled tabs: the list's Clients column. */
export const currentClients = (counts: PlanCounts) =>
  counts.active + counts.in_trial + counts.scheduled;

/** Per price option: subscriptions on it, and subscriptions switching to it. */
export async function priceSubscriptionCounts(db: Db, planId: number) {
  const m = planMemberships;
  const onPrice = await db
    .select({ priceId: m.priceId, n: count() })
    .from(m)
    .where(and(eq(m.planId, planId), ongoingCondition(), isNotNull(m.priceId)))
    .groupBy(m.priceId);
  const switching = await db
    .select({ priceId: m.switchPriceId, n: count() })
    .from(m)
    .where(and(eq(m.planId, planId), ongoingCondition(), isNotNull(m.switchPriceId)))
    .groupBy(m.switchPriceId);
  const counts = new Map<number, { active: number; pending: number }>();
  const entry = (id: number) => {
    if (!counts.has(id)) counts.set(id, { active: 0, pending: 0 });
    return counts.get(id)!;
  };
  for (const row of onPrice) entry(row.priceId!).active = row.n;
  for (const row of switching) entry(row.priceId!).pending = row.n;
  return counts;
}

export async function ongoingMembersCount(db: Db, planId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(planMemberships)
    .where(and(eq(planMemberships.planId, planId), ongoingCondition()));
  return row?.n ?? 0;
}

/** Every membership row of a program (downloads of a fixed program on FREE). */
export async function membershipsCount(db: Db, planId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(planMemberships)
    .where(and(eq(planMemberships.planId, planId), sql`${planMemberships.state} <> 'init'`));
  return row?.n ?? 0;
}

/**
 * The account has a client paying for a program that is still going on (any ongoing state with
 * an amount): renewals, retries and refunds still need its connected Stripe account.
 */
export async function hasPaidOngoingMemberships(db: Db, accountId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: planMemberships.id })
    .from(planMemberships)
    .where(
      and(
        eq(planMemberships.accountId, accountId),
        ongoingCondition(),
        gt(planMemberships.amount, 0),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * The client pays the account for a program that is active, trialing or past due: the card its
 * subscription charges cannot be removed (spec 7 Cards).
 */
export async function paysAccount(db: Db, userId: number, accountId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: planMemberships.id })
    .from(planMemberships)
    .where(
      and(
        eq(planMemberships.userId, userId),
        eq(planMemberships.accountId, accountId),
        inArray(planMemberships.state, ['active', 'trialing', 'past_due']),
        gt(planMemberships.amount, 0),
      ),
    )
    .limit(1);
  return row !== undefined;
}
