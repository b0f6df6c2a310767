import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { now } from '../../platform/clock.ts';
import { accountInviteCounts } from './accounts.tables.ts';
import { accountsErrors } from './accounts.messages.ts';

/** DECISIONS.md: at most 100 invitation e-mails per account per day (a UTC calendar day). */
export const DAILY_INVITE_LIMIT = 100;

/**
 * The same invitation asked for again this soon (a double click, a retry, parallel requests)
 * answers success without a second e-mail, and its link stays the one that works.
 */
export const INVITE_REPEAT_WINDOW_MS = 5 * 60 * 1000;

export const inviteRepeatCutoff = () => new Date(now().getTime() - INVITE_REPEAT_WINDOW_MS);

const utcDay = () => now().toISOString().slice(0, 10);

function limitReached(): AppError {
  return new AppError('INVALID', accountsErrors.dailyInviteLimit, {
    email: [accountsErrors.dailyInviteLimit],
  });
}

export type InviteReservation = {
  /** Gives back e-mails reserved but not sent (`db` outside the reserving transaction). */
  release(db: Db, unsent: number): Promise<void>;
};

/**
 * Reserves `count` of today's invitation e-mails with one atomic statement, so requests running
 * side by side cannot pass the limit together; refuses (422) when the day's count would go over.
 * Run it in the transaction that records the invitations: a refusal then records nothing.
 */
export async function reserveInvites(
  db: Db,
  accountId: number,
  count: number,
): Promise<InviteReservation> {
  const day = utcDay();
  const release = async (outside: Db, unsent: number) => {
    if (unsent <= 0) return;
    await outside
      .update(accountInviteCounts)
      .set({ count: sql`greatest(${accountInviteCounts.count} - ${unsent}, 0)` })
      .where(and(eq(accountInviteCounts.accountId, accountId), eq(accountInviteCounts.day, day)));
  };
  if (count <= 0) return { release };
  if (count > DAILY_INVITE_LIMIT) throw limitReached();
  const [row] = await db
    .insert(accountInviteCounts)
    .values({ accountId, day, count })
    .onConflictDoUpdate({
      target: [accountInviteCounts.accountId, accountInviteCounts.day],
      set: { count: sql`${accountInviteCounts.count} + ${count}` },
      setWhere: sql`${accountInviteCounts.count} + ${count} <= ${DAILY_INVITE_LIMIT}`,
    })
    .returning({ count: accountInviteCounts.count });
  if (!row) throw limitReached();
  return { release };
}
