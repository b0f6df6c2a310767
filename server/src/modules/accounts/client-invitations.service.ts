import { lt, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { now } from '../../platform/clock.ts';
import type { AppContext } from '../../platform/context.ts';
import { invalid } from '../../platform/errors/app-error.ts';
import { requireAccess } from '../../platform/permissions/require-access.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { mailOf } from '../../platform/mail/templates.ts';
import { accountsMails } from './accounts.messages.ts';
import { newToken } from '../../platform/auth/tokens.ts';
import { findUserByEmail } from './users.repository.ts';
import { clientInvitations } from './accounts.tables.ts';
import { inviteRepeatCutoff, reserveInvites } from './invite-limit.ts';
import { accountsErrors } from './accounts.messages.ts';

/** POST clients/invitations: invite a client by e-mail to the coach's current account. */
export async function inviteClient(ctx: RequestContext, email: string) {
  const { db } = ctx;
  const { caller: auth, current } = await requireAccess(ctx, 'client.invite');
  const existingUser = await findUserByEmail(db, email);
  if (existingUser?.role === 'coach') throw invalid('email', accountsErrors.coachEmailAsClient);
  await sendClientInvitations(ctx, {
    account: current.account,
    inviter: auth.user,
    emails: [email],
  });
}

export type ClientInvitationTarget = {
  account: { id: number; kind: string; title: string };
  inviter: { firstName: string; lastName: string };
  emails: string[];
  /** An invitation to one program (programs area). */
  plan?: { id: number; title: string };
};

/**
 * Records (or renews) the invitation of `email` in one statement and answers its new token, or
 * null when it went out moments ago and is still open.
 */
async function claimClientInvitation(
  db: Db,
  accountId: number,
  planId: number | null,
  email: string,
) {
  const { token, hash } = newToken();
  const c = clientInvitations;
  const invite = { tokenHash: hash, status: 'pending' as const, userId: null, sentAt: now() };
  const [claimed] = await db
    .insert(c)
    .values({ accountId, planId, email, ...invite })
    .onConflictDoUpdate({
      target: [c.accountId, c.planId, c.email],
      set: invite,
      setWhere: or(ne(c.status, 'pending'), lt(c.sentAt, inviteRepeatCutoff())),
    })
    .returning({ id: c.id });
  return claimed ? token : null;
}

/**
 * Sends client invitation e-mails (athlete-invitation/:token) within the account's daily invite
 * limit: one per address, none for an address invited moments ago. The programs area invites to
 * a program through this too. Answers how many e-mails went.
 */
export async function sendClientInvitations(
  ctx: AppContext,
  target: ClientInvitationTarget,
): Promise<number> {
  const { db, config } = ctx;
  const { account, inviter, emails, plan } = target;
  // One order for every request, so two transactions never wait on each other's rows.
  const addresses = [...new Set(emails)].sort();
  const { claimed, reservation } = await db.transaction(async (tx) => {
    const claimed: { email: string; token: string }[] = [];
    for (const email of addresses) {
      const token = await claimClientInvitation(tx, account.id, plan?.id ?? null, email);
      if (token) claimed.push({ email, token });
    }
    return { claimed, reservation: await reserveInvites(tx, account.id, claimed.length) };
  });
  const title =
    account.kind === 'private' ? `${inviter.firstName} ${inviter.lastName}`.trim() : account.title;
  let sent = 0;
  try {
    for (const { email, token } of claimed) {
      await ctx.mailer.send({
        to: email,
        ...mailOf(ctx, accountsMails.clientInvitation(config.productName, title, plan), {
          actionUrl: `${config.publicUrl}/onboarding/athlete-invitation/${token}`,
        }),
      });
      sent += 1;
    }
  } finally {
    await reservation.release(db, claimed.length - sent);
  }
  return sent;
}
