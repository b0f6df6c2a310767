import type { Db } from '../../db/database.ts';
import { preparedQuery } from '../../db/prepared.ts';
import type { UserRow } from '../../platform/auth/auth-plugin.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { errorMessages } from '../../platform/errors/messages.ts';
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AccountRow, MemberRow } from './accounts.repository.ts';
import { accountMembers, accounts } from './accounts.tables.ts';

/**
 * What is read of the person's membership in the account they act in: its role and status
 * (`id` first, never null: the left-joined row is absent when it is null).
 */
export const currentMembershipColumns = {
  id: accountMembers.id,
  accountRole: accountMembers.accountRole,
  inviteStatus: accountMembers.inviteStatus,
};
export type CurrentMembership = Pick<MemberRow, keyof typeof currentMembershipColumns>;

export type CurrentAccount = {
  account: AccountRow;
  /** Null on the person's own (private) account. */
  membership: CurrentMembership | null;
  isOwner: boolean;
  usable: boolean;
};

export const currentAccounts = alias(accounts, 'current_account');

/** The person's private account, the account they last chose and their membership in it. */
export type AccountsOfPerson = {
  privateAccount: AccountRow | null;
  account: AccountRow | null;
  membership: CurrentMembership | null;
};

const accountsOfPerson = preparedQuery((db) =>
  db
    .select({
      privateAccount: accounts,
      account: currentAccounts,
      membership: currentMembershipColumns,
    })
    .from(accounts)
    .leftJoin(currentAccounts, eq(currentAccounts.id, sql.placeholder('currentId')))
    .leftJoin(
      accountMembers,
      and(
        eq(accountMembers.accountId, sql.placeholder('currentId')),
        eq(accountMembers.userId, sql.placeholder('userId')),
      ),
    )
    .where(eq(accounts.id, sql.placeholder('userId')))
    .prepare('accounts_of_person'),
);

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
  const [row] = await accountsOfPerson(db, { currentId, userId: user.id });
  return currentAccountOf(user, row);
}

/** The accounts of the person as read (AccountsOfPerson): which one the person acts as. */
export function currentAccountOf(
  user: UserRow,
  row: AccountsOfPerson | undefined,
): CurrentAccount & { privateAccount: AccountRow } {
  if (!row?.privateAccount) throw new AppError('UNAUTHENTICATED', errorMessages.unauthenticated);
  const { privateAccount, account, membership } = row;
  const own = { account: privateAccount, privateAccount, membership: null, isOwner: true };
  if ((user.currentAccountId ?? user.id) === user.id) return { ...own, usable: true };
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
