import type { Db } from '../../db/database.ts';
import type { UserRow } from '../../platform/auth/auth-plugin.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { errorMessages } from '../../platform/errors/messages.ts';
import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AccountRow, MemberRow } from './accounts.repository.ts';
import { accountMembers, accounts } from './accounts.tables.ts';

export type CurrentAccount = {
  account: AccountRow;
  /** Null on the person's own (private) account. */
  membership: MemberRow | null;
  isOwner: boolean;
  usable: boolean;
};

const currentAccounts = alias(accounts, 'current_account');

/**
 * The account the person acts as: the private account, or a business account in which the
 * person is an accepted member. A current account that is gone or left is "unusable" (418).
 * One query: it runs on every authenticated call.
 */
export async function resolveCurrentAccount(
  db: Db,
  user: UserRow,
): Promise<CurrentAccount & { privateAccount: AccountRow }> {
  const currentId = user.currentAccountId ?? user.id;
  const [row] = await db
    .select({ privateAccount: accounts, account: currentAccounts, membership: accountMembers })
    .from(accounts)
    .leftJoin(currentAccounts, eq(currentAccounts.id, currentId))
    .leftJoin(
      accountMembers,
      and(eq(accountMembers.accountId, currentId), eq(accountMembers.userId, user.id)),
    )
    .where(eq(accounts.id, user.id));
  if (!row) throw new AppError('UNAUTHENTICATED', errorMessages.unauthenticated);
  const { privateAccount, account, membership } = row;
  const own = { account: privateAccount, privateAccount, membership: null, isOwner: true };
  if (currentId === user.id) return { ...own, usable: true };
  if (!account || !membership || membership.inviteStatus !== 'accepted') {
    return { ...own, usable: false };
  }
  return {
    account,
    privateAccount,
    membership,
    isOwner: membership.accountRole === 'owner',
    usable: true,
  };
}
