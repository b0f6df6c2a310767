import { and, eq, exists, ilike, inArray, or, sql, type Column, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { UserRow } from '../../platform/auth/auth-plugin.ts';
import { users } from './users.tables.ts';

export async function findUser(db: Db, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row ?? null;
}

/** The e-mail addresses of users by id (for lists of another area). */
export async function userEmails(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, row.email]));
}

/** People by id (for lists of another area). */
export async function usersByIds(db: Db, ids: number[]): Promise<Map<number, UserRow>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select().from(users).where(inArray(users.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * SQL for another area's query: the person in `userId` (an outer column) has an e-mail or full
 * name matching the ILIKE pattern `like`.
 */
export const personMatching = (db: Db, userId: Column, like: string): SQL =>
  exists(
    db
      .select({ one: users.id })
      .from(users)
      .where(
        and(
          eq(users.id, userId),
          or(
            ilike(users.email, like),
            ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like),
          ),
        ),
      ),
  );

/** The person's latest bodyweight (macros per kg or lb of bodyweight are worked out from it). */
export async function setBodyweight(db: Db, id: number, bodyweightKg: number): Promise<void> {
  await db.update(users).set({ bodyweightKg }).where(eq(users.id, id));
}
