import { and, eq, inArray } from 'drizzle-orm';
import { idsRule } from '../../platform/permissions/body-ids.ts';
import { callerCurrentAccount } from '../accounts/accounts.api.ts';
import { planMemberships } from './purchase.tables.ts';

/** The memberships' people and programs a body may name (contract/src/common/body-ids.ts). */
export const purchaseBodyIdRules = {
  // A client of a program of the current account (the call checks it is this program's).
  'client.use': idsRule(async (rc, ids) => {
    const current = await callerCurrentAccount(rc.db, rc.caller!);
    const rows = await rc.db
      .selectDistinct({ id: planMemberships.userId })
      .from(planMemberships)
      .where(
        and(
          inArray(planMemberships.userId, [...ids]),
          eq(planMemberships.accountId, current.account.id),
        ),
      );
    return new Set(rows.flatMap((row) => (row.id === null ? [] : [row.id])));
  }),
  // By design another account's program: one the client holds a membership of.
  'membership.plan.use': idsRule(async (rc, ids) => {
    const rows = await rc.db
      .selectDistinct({ id: planMemberships.planId })
      .from(planMemberships)
      .where(
        and(
          inArray(planMemberships.planId, [...ids]),
          eq(planMemberships.userId, rc.caller!.user.id),
        ),
      );
    return new Set(rows.map((row) => row.id));
  }),
};
