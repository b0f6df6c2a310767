import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { AccountRow } from './accounts.repository.ts';
import { accounts } from './accounts.tables.ts';

/** Accounts by id (for another area's lists: the seller of each payment). */
export async function accountsByIds(db: Db, ids: number[]): Promise<Map<number, AccountRow>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select().from(accounts).where(inArray(accounts.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}
