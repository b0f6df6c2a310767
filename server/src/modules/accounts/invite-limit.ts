import { and, count, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { errorMessages } from '../../platform/errors/messages.ts';
import { now } from '../../platform/clock.ts';
import { accountMembers, clientInvitations } from './accounts.tables.ts';

/** DECISIONS.md: at most 100 invitation e-mails per account per day. */
export const DAILY_INVITE_LIMIT = 100;

export async function assertInviteAllowance(db: Db, accountId: number, adding: number) {
  const since = new Date(now().getTime() - 24 * 60 * 60 * 1000);
  const [coaches] = await db
    .select({ n: count() })
    .from(accountMembers)
    .where(
      and(
        eq(accountMembers.accountId, accountId),
        // The owner's own row is not an invitation.
        eq(accountMembers.accountRole, 'coach'),
        gte(accountMembers.createdAt, since),
      ),
    );
  const [clients] = await db
    .select({ n: count() })
    .from(clientInvitations)
    .where(
      and(eq(clientInvitations.accountId, accountId), gte(clientInvitations.createdAt, since)),
    );
  if ((coaches?.n ?? 0) + (clients?.n ?? 0) + adding > DAILY_INVITE_LIMIT) {
    throw new AppError('INVALID', errorMessages.dailyInviteLimit, {
      email: [errorMessages.dailyInviteLimit],
    });
  }
}
