import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { AccountCoach } from '@forma/contract/accounts/accounts.schemas';
import { isFreePlan } from '@forma/contract/accounts/subscription.rules';
import type { Db } from '../../db/database.ts';
import { now } from '../../platform/clock.ts';
import { AppError, invalid } from '../../platform/errors/app-error.ts';
import { requireAccess } from '../../platform/permissions/require-access.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { errorMessages } from '../../platform/errors/messages.ts';
import { mailOf } from '../../platform/mail/templates.ts';
import { accountsMails } from './accounts.messages.ts';
import { newToken } from '../../platform/auth/tokens.ts';
import { users } from './users.tables.ts';
import { findUserByEmail } from './users.repository.ts';
import { accountMembers } from './accounts.tables.ts';
import { inviteRepeatCutoff, reserveInvites } from './invite-limit.ts';
import { invitationMessages } from './accounts.messages.ts';
import './accounts.ports.ts';

/** GET accounts/current/coaches: the owner sees everyone invited into the account. */
export async function listCoaches(rc: RequestContext): Promise<AccountCoach[]> {
  const { current } = await requireAccess(rc, 'account.coaches.read');
  const { db } = rc;
  const rows = await db
    .select({ member: accountMembers, user: users })
    .from(accountMembers)
    .leftJoin(users, eq(users.id, accountMembers.userId))
    .where(eq(accountMembers.accountId, current.account.id))
    .orderBy(accountMembers.createdAt);
  return rows.map(({ member, user }) => ({
    user_id: member.userId,
    email: member.email,
    full_name: user ? `${user.firstName} ${user.lastName}`.trim() : null,
    account_role: member.accountRole,
    invite_status: member.inviteStatus,
    invited_at: Math.floor(member.createdAt.getTime() / 1000),
  }));
}

/**
 * Records (or renews) the invitation of `email` in one statement and answers its new token, or
 * null when nothing is to be sent: the address is a member already, or was invited moments ago.
 */
async function claimCoachInvitation(db: Db, accountId: number, email: string, byId: number) {
  const { token, hash } = newToken();
  const m = accountMembers;
  const invite = {
    inviteStatus: 'pending' as const,
    inviteTokenHash: hash,
    invitedById: byId,
    invitedAt: now(),
  };
  const [claimed] = await db
    .insert(m)
    .values({ accountId, email, accountRole: 'coach', ...invite })
    .onConflictDoUpdate({
      target: [m.accountId, m.email],
      set: invite,
      setWhere: or(
        eq(m.inviteStatus, 'rejected'),
        and(
          inArray(m.inviteStatus, ['init', 'pending']),
          lt(sql`coalesce(${m.invitedAt}, ${m.createdAt})`, inviteRepeatCutoff()),
        ),
      ),
    })
    .returning({ id: m.id });
  return claimed ? token : null;
}

async function assertNotMember(db: Db, accountId: number, email: string) {
  const [existing] = await db
    .select({ status: accountMembers.inviteStatus })
    .from(accountMembers)
    .where(and(eq(accountMembers.accountId, accountId), eq(accountMembers.email, email)));
  if (existing?.status === 'accepted') throw invalid('email', invitationMessages.alreadyMember);
}

/**
 * POST accounts/current/coaches: invite a coach by e-mail into the current business account.
 * Asked again while the last invitation is fresh, it answers success and sends nothing more.
 */
export async function inviteCoach(ctx: RequestContext, email: string) {
  const { db, config } = ctx;
  const { caller: auth, current } = await requireAccess(ctx, 'account.coaches.invite');
  const account = current.account;
  if (account.kind === 'private') throw invalid('email', invitationMessages.privateAccount);
  const subscription = await ctx.ports.accountSubscription(db, account.id, {
    withCounts: false,
    caller: auth,
  });
  if (subscription && isFreePlan(subscription))
    throw invalid('email', invitationMessages.freePlanNoCoaches);
  const existingUser = await findUserByEmail(db, email);
  if (existingUser?.role === 'user') throw invalid('email', invitationMessages.clientEmail);
  await assertNotMember(db, account.id, email);

  const claimed = await db.transaction(async (tx) => {
    const token = await claimCoachInvitation(tx, account.id, email, auth.user.id);
    if (!token) return null;
    return { token, reservation: await reserveInvites(tx, account.id, 1) };
  });
  if (!claimed) {
    // Accepted in the meantime, or invited moments ago (that e-mail's link is the one to use).
    await assertNotMember(db, account.id, email);
    return;
  }
  const inviter = `${auth.user.firstName} ${auth.user.lastName}`.trim();
  try {
    await ctx.mailer.send({
      to: email,
      ...mailOf(ctx, accountsMails.coachInvitation(config.productName, inviter, account.title), {
        actionUrl: `${config.publicUrl}/onboarding/accept-invitation/${claimed.token}`,
      }),
    });
  } catch (error) {
    await claimed.reservation.release(db, 1);
    throw error;
  }
}

/** DELETE accounts/current/coaches/{email}: the owner removes a coach or withdraws an invitation. */
export async function removeCoach(rc: RequestContext, email: string) {
  const { current } = await requireAccess(rc, 'account.coaches.remove');
  const deleted = await rc.db
    .delete(accountMembers)
    .where(
      and(
        eq(accountMembers.accountId, current.account.id),
        eq(accountMembers.email, email.toLowerCase()),
        eq(accountMembers.accountRole, 'coach'),
      ),
    )
    .returning({ userId: accountMembers.userId });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', errorMessages.notFound);
}
