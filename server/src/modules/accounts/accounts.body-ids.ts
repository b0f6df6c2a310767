import { and, eq, inArray } from 'drizzle-orm';
import { idsRule } from '../../platform/permissions/body-ids.ts';
import { accountMembers } from './accounts.tables.ts';

/** The accounts a body may name (contract/src/common/body-ids.ts). */
export const accountsBodyIdRules = {
  // An account the caller works in: their private account (their own id) or an accepted membership.
  'account.member.use': idsRule(async (rc, ids) => {
    const userId = rc.caller!.user.id;
    const rows = await rc.db
      .select({ id: accountMembers.accountId })
      .from(accountMembers)
      .where(
        and(
          inArray(accountMembers.accountId, [...ids]),
          eq(accountMembers.userId, userId),
          eq(accountMembers.inviteStatus, 'accepted'),
        ),
      );
    return new Set([...rows.map((row) => row.id), ...ids.filter((id) => id === userId)]);
  }),
};
