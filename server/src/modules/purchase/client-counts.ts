import { and, eq, gt, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  countDistinctUsers,
  ONGOING_STATES,
  ongoingCondition,
  SUBSCRIBED_STATES,
} from './membership-groups.ts';
import { planMemberships } from './purchase.tables.ts';

/**
 * The platform subscription's client counts (platform.md 3): active_clients are the distinct
 * clients holding a place in any of the account's programs; active_sub_clients those of them
 * paying a subscription.
 */
export async function accountClientCounts(db: Db, accountId: number) {
  const m = planMemberships;
  const [all] = await db
    .select({ n: countDistinctUsers() })
    .from(m)
    .where(and(eq(m.accountId, accountId), ongoingCondition(), isNotNull(m.userId)));
  const [paying] = await db
    .select({ n: countDistinctUsers() })
    .from(m)
    .where(
      and(
        eq(m.accountId, accountId),
        inArray(m.state, [...SUBSCRIBED_STATES]),
        gt(m.amount, 0),
        isNotNull(m.userId),
      ),
    );
  return { activeClients: all?.n ?? 0, activeSubClients: paying?.n ?? 0 };
}

export { ONGOING_STATES };
