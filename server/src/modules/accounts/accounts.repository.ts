import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { accountMembers, accounts } from './accounts.tables.ts';

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

export async function insertAccount(
  db: Db,
  values: typeof accounts.$inferInsert,
): Promise<AccountRow> {
  const [row] = await db.insert(accounts).values(values).returning();
  return row!;
}
