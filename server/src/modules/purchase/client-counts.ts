import { and, eq, gt, inArray, isNotNull, sql, type Column, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  countDistinctUsers,
  ONGOING_STATES,
  ongoingCondition,
  SUBSCRIBED_STATES,
} from './membership-groups.ts';
import { planMemberships } from './purchase.tables.ts';

/**
 * The platform subscription's client counts (platform.md 3), as SQL on an outer account id column
 * so the subscription is read with them in one query: active_clients are the distinct clients
 * holding a place in any of the account's programs; active_sub_clients those of them paying a
 * subscription.
 */
export function accountClientCountsSql(db: Db, accountId: Column) {
  const m = planMemberships;
  const count = (condition: SQL) =>
    sql<number>`(${db
      .select({ n: countDistinctUsers() })
      .from(m)
      .where(and(eq(m.accountId, accountId), isNotNull(m.userId), condition))})`.mapWith(Number);
  // The states and the amount are written into the statement, not sent as parameters: the
  // prepared statement's generic plan then reads only the account's memberships through
  // plan_memberships_account_state_idx, where with parameters it scanned every membership.
  return {
    activeClients: count(stateIn(ONGOING_STATES)),
    activeSubClients: count(sql`${stateIn(SUBSCRIBED_STATES)} and ${m.amount} > 0`),
  };
}

/** `state in (...)` with the states as literals (they are the code's own constants). */
function stateIn(states: readonly string[]): SQL {
  const literals = states.map((state) => {
    if (!/^[A-Za-z_]+$/.test(state)) throw new Error(`not a membership state: ${state}`);
    return `'${state}'`;
  });
  return sql`${planMemberships.state} in (${sql.raw(literals.join(', '))})`;
}

/** The same counts for one account, in one query. */
export async function accountClientCounts(db: Db, accountId: number) {
  const m = planMemberships;
  const distinctWhere = (condition: SQL) =>
    sql<number>`count(distinct ${m.userId}) filter (where ${condition})`.mapWith(Number);
  const [row] = await db
    .select({
      activeClients: distinctWhere(ongoingCondition()),
      activeSubClients: distinctWhere(
        and(inArray(m.state, [...SUBSCRIBED_STATES]), gt(m.amount, 0))!,
      ),
    })
    .from(m)
    .where(and(eq(m.accountId, accountId), isNotNull(m.userId)));
  return { activeClients: row?.activeClients ?? 0, activeSubClients: row?.activeSubClients ?? 0 };
}

export { ONGOING_STATES };
