import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { now } from '../../platform/clock.ts';
import { users } from './users.tables.ts';

/**
 * What auth may change on a person: the digests of their e-mailed tokens, their password and
 * the account they act in. The tokens themselves never reach the database.
 */
type Writer = Pick<Db, 'update' | 'select'>;

export async function setConfirmationDigest(db: Writer, userId: number, digest: string) {
  await db.update(users).set({ confirmationTokenHash: digest }).where(eq(users.id, userId));
}

/** Confirms the address whose confirmation link has this digest: the person's id, or null. */
export async function confirmByDigest(db: Writer, digest: string): Promise<number | null> {
  const [user] = await db
    .update(users)
    .set({ confirmedAt: now(), confirmationTokenHash: null })
    .where(eq(users.confirmationTokenHash, digest))
    .returning({ id: users.id });
  return user?.id ?? null;
}

export async function setResetDigest(db: Writer, userId: number, digest: string) {
  await db
    .update(users)
    .set({ resetPasswordTokenHash: digest, resetPasswordSentAt: now() })
    .where(eq(users.id, userId));
}

/** The person whose reset link has this digest and was sent after `since`. */
export async function findByResetDigest(db: Writer, digest: string, since: Date) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.resetPasswordTokenHash, digest), gt(users.resetPasswordSentAt, since)));
  return user ?? null;
}

/** A new password from a reset link: the link is spent, and the address is proven by it. */
export async function resetPassword(
  db: Writer,
  user: { id: number; confirmedAt: Date | null },
  passwordHash: string,
) {
  const [updated] = await db
    .update(users)
    .set({
      passwordHash,
      resetPasswordTokenHash: null,
      confirmedAt: user.confirmedAt ?? now(),
      updatedAt: now(),
    })
    .where(eq(users.id, user.id))
    .returning();
  return updated!;
}

export async function setPasswordHash(db: Writer, userId: number, passwordHash: string) {
  await db.update(users).set({ passwordHash, updatedAt: now() }).where(eq(users.id, userId));
}

export async function setCurrentAccount(db: Writer, userId: number, accountId: number) {
  await db.update(users).set({ currentAccountId: accountId }).where(eq(users.id, userId));
}
