import { and, eq, gt, isNull, lt, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Day } from '@forma/contract/programs/days';
import { NEEDS_TRAINING_DAYS } from '@forma/contract/programs/programs.rules';
import type { Db } from '../../db/database.ts';
import type { AreaPorts } from '../../platform/ports.ts';
import { planAttention, plans } from './programs.tables.ts';

const a = planAttention;

type Value<T> = T | Placeholder;

/**
 * Recomputes the attention facts of the account's programs whose facts do not hold for `today`
 * (changed since, or read on another day): the attention tab (spec 2.2, 4.3) is published
 * programs with clients whose training runs out within 3 days, the same rule as
 * `programListStatus`. A list read on an unchanged account recomputes nothing.
 */
function refreshQuery(
  db: Db,
  ports: Pick<AreaPorts, 'attentionRuleSql'>,
  v: { accountId: Value<number>; today: Value<Day> },
) {
  const rule = ports.attentionRuleSql(db, plans, v.today);
  const stale = db
    .select({
      id: plans.id,
      daysLeft: sql<number | null>`${rule.daysLeft}`.as('fresh_days_left'),
      eligible: sql<boolean>`${and(
        eq(plans.state, 'published'),
        eq(plans.archived, false),
        rule.hasOngoingClients,
      )}`.as('eligible'),
    })
    .from(a)
    .innerJoin(plans, eq(plans.id, a.planId))
    .where(
      and(
        eq(a.accountId, v.accountId),
        or(isNull(a.day), lt(a.day, sql`${v.today}::date`), gt(a.day, sql`${v.today}::date`)),
      ),
    )
    .as('stale');
  return db
    .update(a)
    .set({
      day: sql`${v.today}::date`,
      daysLeft: sql`${stale.daysLeft}`,
      attention: sql`coalesce(${stale.eligible} and ${stale.daysLeft} <= ${NEEDS_TRAINING_DAYS}, false)`,
    })
    .from(stale)
    .where(eq(a.planId, stale.id));
}

/**
 * Whether any of the account's attention facts does not hold for `today`: the account's first
 * and last rows in plan_attention_account_day_idx (a null day sorts first from the end), two
 * index probes whatever the statistics say, read with the list's counts so an unchanged
 * account's list costs no statement more.
 */
export function attentionStaleSql(accountId: Value<number>, today: Value<Day>): SQL<boolean> {
  const differs = (order: SQL) =>
    sql`coalesce((select ${a.day} is distinct from ${today}::date from ${a}
      where ${eq(a.accountId, accountId)} order by ${order} limit 1), false)`;
  return sql<boolean>`(${differs(sql`${a.day} desc nulls first`)} or ${differs(sql`${a.day} asc nulls last`)})`;
}

/**
 * Brings the account's attention facts to `today` before the list reads them. Refreshes of one
 * account take turns (a transaction-scoped advisory lock): lists read together after the day
 * turned, or after a large change, recompute the stale rows once, and the others, starting after
 * the first committed, find nothing stale (each recomputing them all would cost every caller as
 * much as the first).
 */
export async function refreshPlanAttention(
  db: Db,
  ports: Pick<AreaPorts, 'attentionRuleSql'>,
  accountId: number,
  today: Day,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext('plan-attention'), ${accountId}::int)`,
    );
    await refreshQuery(tx, ports, { accountId, today });
  });
}
