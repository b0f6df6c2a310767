import { and, count, eq, inArray, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { accountMembers, accounts } from './accounts.tables.ts';
import { users } from './users.tables.ts';

export type AccountRow = typeof accounts.$inferSelect;
export type MemberRow = typeof accountMembers.$inferSelect;

export async function findAccount(db: Db, id: number): Promise<AccountRow | null> {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id));
  return row ?? null;
}

export async function findMembership(
  db: Db,
  accountId: number,
  userId: number,
): Promise<MemberRow | null> {
  const [row] = await db
    .select()
    .from(accountMembers)
    .where(and(eq(accountMembers.accountId, accountId), eq(accountMembers.userId, userId)));
  return row ?? null;
}

/** The account's accepted members other than its owner (the free plan admits none). */
export async function additionalCoachCount(db: Db, accountId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(accountMembers)
    .where(
      and(
        eq(accountMembers.accountId, accountId),
        ne(accountMembers.accountRole, 'owner'),
        eq(accountMembers.inviteStatus, 'accepted'),
      ),
    );
  return row?.n ?? 0;
}

export async function insertAccount(
  db: Db,
  values: typeof accounts.$inferInsert,
): Promise<AccountRow> {
  const [row] = await db.insert(accounts).values(values).returning();
  return row!;
}

/** The coach each account shows (its person for a private account, else its title and owner). */
export async function accountCoaches(
  db: Db,
  accountIds: number[],
): Promise<Map<number, { id: number; full_name: string; avatar_url: string | null }>> {
  const unique = [...new Set(accountIds)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ account: accounts, owner: users })
    .from(accounts)
    .leftJoin(
      users,
      or(
        and(eq(accounts.kind, 'private'), eq(users.id, accounts.id)),
        eq(users.id, accounts.ownerId),
      ),
    )
    .where(inArray(accounts.id, unique));
  return new Map(
    rows.map(({ account, owner }) => [
      account.id,
      {
        id: account.id,
        full_name:
          account.kind === 'private' && owner
            ? `${owner.firstName} ${owner.lastName}`.trim()
            : account.title,
        avatar_url: owner?.avatarUrl ?? null,
      },
    ]),
  );
}
