import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { Auth } from '../../platform/auth/auth-plugin.ts';
import { AppError, invalid } from '../../platform/errors/app-error.ts';
import { errorMessages } from '../../platform/errors/messages.ts';
import { hashToken } from '../../platform/auth/tokens.ts';
import { emitEvent } from '../../platform/events/emit-event.ts';
import { users } from './users.tables.ts';
import { accountMembers, clientInvitations } from './accounts.tables.ts';
import { markEmailConfirmed } from './confirmed-email.ts';
import { invitationMessages } from './accounts.messages.ts';
import { accountsErrors } from './accounts.messages.ts';

type FoundInvitation =
  | { kind: 'coach'; row: typeof accountMembers.$inferSelect }
  | { kind: 'athlete'; row: typeof clientInvitations.$inferSelect };

export async function findInvitation(db: Db, token: string): Promise<FoundInvitation> {
  const hash = hashToken(token);
  const [coach] = await db
    .select()
    .from(accountMembers)
    .where(eq(accountMembers.inviteTokenHash, hash));
  if (coach) return { kind: 'coach', row: coach };
  const [athlete] = await db
    .select()
    .from(clientInvitations)
    .where(eq(clientInvitations.tokenHash, hash));
  if (athlete) return { kind: 'athlete', row: athlete };
  throw new AppError('NOT_FOUND', errorMessages.invalidToken);
}

/**
 * PUT invitations/{token}/accept: the signed-in person takes up the invitation. The token came by
 * e-mail to the person's own address, so taking it up confirms that address (sign-up with the
 * invitation's link included).
 */
export async function acceptInvitation(db: Db, auth: Auth, token: string): Promise<void> {
  const found = await findInvitation(db, token);
  if (auth.user.email.toLowerCase() !== found.row.email.toLowerCase()) {
    throw new AppError('FORBIDDEN', invitationMessages.wrongEmail);
  }
  if (found.kind === 'coach') {
    if (auth.user.role !== 'coach') throw invalid('email', invitationMessages.clientEmail);
    await db
      .update(accountMembers)
      .set({ inviteStatus: 'accepted', userId: auth.user.id, inviteTokenHash: null })
      .where(eq(accountMembers.id, found.row.id));
    await db
      .update(users)
      .set({ currentAccountId: found.row.accountId })
      .where(eq(users.id, auth.user.id));
  } else {
    if (auth.user.role !== 'user') throw invalid('email', accountsErrors.coachEmailAsClient);
    // Withdrawn by the coach (client removed from the program, or the program deleted).
    if (found.row.status === 'rejected') {
      throw new AppError('NOT_FOUND', errorMessages.invalidToken);
    }
    const invitation = found.row;
    await db.transaction(async (tx) => {
      await tx
        .update(clientInvitations)
        .set({ status: 'accepted', userId: auth.user.id })
        .where(eq(clientInvitations.id, invitation.id));
      // The invited program takes the client in (memberships subscribes).
      await emitEvent(tx, 'client_invitation.accepted', {
        invitationId: invitation.id,
        userId: auth.user.id,
        planId: invitation.planId,
        email: invitation.email,
        sentAt: invitation.sentAt.toISOString(),
      });
    });
  }
  await markEmailConfirmed(db, auth.user.id);
}
