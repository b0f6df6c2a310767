import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { UserRow } from '../../platform/auth/auth-plugin.ts';
import { now } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { users } from './users.tables.ts';
import { accountsErrors } from './accounts.messages.ts';

/**
 * Sign-up does not prove that a person owns their address: an address grants what was sent to
 * it (invitations, allowed lists) only once confirmed, by the confirmation link or by an
 * invitation's own link.
 */
export const hasConfirmedEmail = (user: UserRow) => user.confirmedAt !== null;

/** 422 with `unconfirmed: true`, so the web offers 'Send the confirmation email again'. */
export const unconfirmedEmail = () =>
  new AppError('INVALID', accountsErrors.confirmEmailFirst, undefined, { unconfirmed: true });

export function requireConfirmedEmail(user: UserRow) {
  if (!hasConfirmedEmail(user)) throw unconfirmedEmail();
}

/** The person followed a link mailed to their own address: the address is theirs. */
export async function markEmailConfirmed(db: Db, userId: number) {
  await db
    .update(users)
    .set({ confirmedAt: now() })
    .where(and(eq(users.id, userId), isNull(users.confirmedAt)));
}
