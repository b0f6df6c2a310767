import { eq, sql, type Column } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import { accountClientCounts as countsTable } from './client-counts.tables.ts';

export type ClientCounts = { activeClients: number; activeSubClients: number };

/**
 * The platform subscription's client counts (platform.md 3), as SQL on an outer account id column
 * so the subscription is read with them in one query: active_clients are the distinct clients
 * holding a place in any of the account's programs; active_sub_clients those of them paying a
 * subscription. Read from the account's row of account_client_counts (client-counts.tables.ts):
 * one row by key however many memberships the account holds.
 */
export function accountClientCountsSql(db: Db, accountId: Column) {
  const c = countsTable;
  const count = (column: PgColumn) =>
    sql<number>`coalesce((${db
      .select({ n: column })
      .from(c)
      .where(eq(c.accountId, accountId))}), 0)`.mapWith(Number);
  return { activeClients: count(c.activeClients), activeSubClients: count(c.activeSubClients) };
}

/** The same counts for one account, in one query. */
export async function accountClientCounts(db: Db, accountId: number): Promise<ClientCounts> {
  const c = countsTable;
  const [row] = await db
    .select({ activeClients: c.activeClients, activeSubClients: c.activeSubClients })
    .from(c)
    .where(eq(c.accountId, accountId));
  return { activeClients: row?.activeClients ?? 0, activeSubClients: row?.activeSubClients ?? 0 };
}
