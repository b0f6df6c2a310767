import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { stripeCustomers } from './cards.tables.ts';

export type CustomerRow = typeof stripeCustomers.$inferSelect;
/** A customer Stripe has made (not one still being made). */
export type MadeCustomer = CustomerRow & { stripeCustomerId: string };

/** The client's customer with the coach's account, made or being made. */
export async function findCustomerRow(
  db: Db,
  userId: number,
  accountId: number,
): Promise<CustomerRow | null> {
  const [row] = await db
    .select()
    .from(stripeCustomers)
    .where(and(eq(stripeCustomers.userId, userId), eq(stripeCustomers.accountId, accountId)));
  return row ?? null;
}

/** Every customer the client has, one per coach account, oldest first. */
export async function customersOf(db: Db, userId: number): Promise<MadeCustomer[]> {
  const rows = await db
    .select()
    .from(stripeCustomers)
    .where(and(eq(stripeCustomers.userId, userId), isNotNull(stripeCustomers.stripeCustomerId)))
    .orderBy(stripeCustomers.createdAt, stripeCustomers.accountId);
  return rows as MadeCustomer[];
}

/** Claims the row for a new customer; a row already there (made or claimed) stays. */
export async function claimCustomer(db: Db, values: typeof stripeCustomers.$inferInsert) {
  await db
    .insert(stripeCustomers)
    .values(values)
    .onConflictDoNothing({ target: [stripeCustomers.userId, stripeCustomers.accountId] });
}

const claimed = (row: CustomerRow) =>
  and(
    eq(stripeCustomers.userId, row.userId),
    eq(stripeCustomers.accountId, row.accountId),
    eq(stripeCustomers.creationKey, row.creationKey),
  );

/** Keeps the customer Stripe made for the claim. */
export async function setCustomerId(db: Db, claim: CustomerRow, stripeCustomerId: string) {
  await db.update(stripeCustomers).set({ stripeCustomerId }).where(claimed(claim));
}

/** Replaces the claim with a new one (a new key; on the coach's current connected account). */
export async function reclaimCustomer(
  db: Db,
  claim: CustomerRow,
  values: { stripeAccountId: string; creationKey: string },
) {
  await db
    .update(stripeCustomers)
    .set({ ...values, stripeCustomerId: null })
    .where(claimed(claim));
}

/** Drops a claim Stripe refused, so the next call claims anew. */
export async function dropClaim(db: Db, claim: CustomerRow) {
  await db.delete(stripeCustomers).where(claimed(claim));
}
