import { and, eq, isNotNull, type Column, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import { stripeAccounts } from './payouts.tables.ts';

export type StripeAccountRow = typeof stripeAccounts.$inferSelect;
/** A connection whose Stripe account exists (not one still being made). */
export type ConnectedRow = StripeAccountRow & { stripeAccountId: string };

export const isConnected = (row: StripeAccountRow | null | undefined): row is ConnectedRow =>
  Boolean(row?.stripeAccountId);

/** The account's connection, made or being made. */
export async function findStripeAccountRow(
  db: Db,
  accountId: number,
): Promise<StripeAccountRow | null> {
  const [row] = await db
    .select()
    .from(stripeAccounts)
    .where(eq(stripeAccounts.accountId, accountId));
  return row ?? null;
}

/** The account's connected Stripe account, or null when none is connected. */
export async function findConnectedAccount(
  db: Db,
  accountId: number,
): Promise<ConnectedRow | null> {
  const row = await findStripeAccountRow(db, accountId);
  return isConnected(row) ? row : null;
}

/** The columns another area's query selects to read an account's connection (users/me). */
export const stripeAccountColumns = { stripeAccount: stripeAccounts };

/** Joins the connected Stripe account of `accountId` (an outer column or SQL) to a query. */
export function joinStripeAccountOf<Query extends PgSelect>(query: Query, accountId: SQL | Column) {
  return query.leftJoin(
    stripeAccounts,
    and(eq(stripeAccounts.accountId, accountId), isNotNull(stripeAccounts.stripeAccountId)),
  );
}
