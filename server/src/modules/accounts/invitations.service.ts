import { and, eq } from 'drizzle-orm';
import type { AccountCoach, InvitationInfo } from '@forma/contract/accounts/accounts.schemas';
import { isFreePlan } from '@forma/contract/platform-plan/subscription.rules';
import type { Db } from '../../db/database.ts';
import type { Auth, UserRow } from '../../platform/auth/auth-plugin.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, invalid } from '../../platform/errors/app-error.ts';
import { errorMessages } from '../../platform/errors/messages.ts';
import { actionEmail } from '../../platform/mail/templates.ts';
import { hashToken, newToken } from '../../platform/auth/tokens.ts';
import { users } from '../users/users.tables.ts';
import { findUserByEmail } from '../users/users.repository.ts';
import { findPlan } from '../programs/programs.repository.ts';
import { findAccount } from './accounts.repository.ts';
import { accountMembers, clientInvitations } from './accounts.tables.ts';
import { loadSubscription } from './account-subscription.ts';
import { requireCoachAccount } from './current-account.ts';
import { assertInviteAllowance } from './invite-limit.ts';

export const invitationMessages = {
  freePlanNoCoaches:
    "You're over the FREE plan limit: additional coaches need the PROFESSIONAL plan.",
  privateAccount: 'Coaches can only be invited into a business account.',
  alreadyMember: 'This coach is already in this account.',
  clientEmail: 'This email belongs to a client and cannot be invited as a coach.',
  wrongEmail: 'This invitation was sent to another email address.',
} as const;

/** GET accounts/current/coaches: the owner sees everyone invited into the account. */
export async function listCoaches(db: Db, auth: Auth): Promise<AccountCoach[]> {
  const current = await requireCoachAccount(db, auth, { ownerOnly: true, allowBlocked: true });
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

/** POST accounts/current/coaches: invite a coach by e-mail into the current business account. */
export async function inviteCoach(ctx: AppContext, auth: Auth, email: string) {
  const { db, config } = ctx;
  const current = await requireCoachAccount(db, auth, { ownerOnly: true });
  if (current.account.kind === 'private') throw invalid('email', invitationMessages.privateAccount);
  const subscription = await loadSubscription(db, current.account.id);
  if (subscription && isFreePlan(subscription))
    throw invalid('email', invitationMessages.freePlanNoCoaches);
  const existingUser = await findUserByEmail(db, email);
  if (existingUser?.role === 'user') throw invalid('email', invitationMessages.clientEmail);
  const [existing] = await db
    .select()
    .from(accountMembers)
    .where(and(eq(accountMembers.accountId, current.account.id), eq(accountMembers.email, email)));
  if (existing && existing.inviteStatus === 'accepted')
    throw invalid('email', invitationMessages.alreadyMember);
  await assertInviteAllowance(db, current.account.id, 1);

  const { token, hash } = newToken();
  if (existing) {
    await db
      .update(accountMembers)
      .set({ inviteStatus: 'pending', inviteTokenHash: hash, invitedById: auth.user.id })
      .where(eq(accountMembers.id, existing.id));
  } else {
    await db.insert(accountMembers).values({
      accountId: current.account.id,
      email,
      userId: existingUser?.id ?? null,
      accountRole: 'coach',
      inviteStatus: 'pending',
      inviteTokenHash: hash,
      invitedById: auth.user.id,
    });
  }
  const inviter = `${auth.user.firstName} ${auth.user.lastName}`.trim();
  const link = `${config.publicUrl}/onboarding/accept-invitation/${token}`;
  await ctx.mailer.send({
    to: email,
    subject: `${inviter} invited you to coach with ${current.account.title} on ${config.productName}`,
    ...actionEmail({
      productName: config.productName,
      greeting: 'Hello,',
      paragraphs: [
        `${inviter} has invited you to join ${current.account.title} as a coach on ${config.productName}.`,
        'Coaches join for free: the account pays for the platform.',
      ],
      actionLabel: 'Accept invitation',
      actionUrl: link,
    }),
  });
}

/** DELETE accounts/current/coaches/{email}: the owner removes a coach or withdraws an invitation. */
export async function removeCoach(db: Db, auth: Auth, email: string) {
  const current = await requireCoachAccount(db, auth, { ownerOnly: true, allowBlocked: true });
  const deleted = await db
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

/** POST clients/invitations: invite a client by e-mail to the coach's current account. */
export async function inviteClient(ctx: AppContext, auth: Auth, email: string) {
  const { db } = ctx;
  const current = await requireCoachAccount(db, auth);
  const existingUser = await findUserByEmail(db, email);
  if (existingUser?.role === 'coach') throw invalid('email', errorMessages.coachEmailAsClient);
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
 * Sends client invitation e-mails (athlete-invitation/:token), within the account's daily invite
 * limit. The programs area invites to a program through this too.
 */
export async function sendClientInvitations(ctx: AppContext, target: ClientInvitationTarget) {
  const { db, config } = ctx;
  const { account, inviter, emails, plan } = target;
  await assertInviteAllowance(db, account.id, emails.length);
  const title =
    account.kind === 'private' ? `${inviter.firstName} ${inviter.lastName}`.trim() : account.title;
  for (const email of emails) {
    const { token, hash } = newToken();
    await db
      .insert(clientInvitations)
      .values({ accountId: account.id, email, tokenHash: hash, planId: plan?.id ?? null });
    await ctx.mailer.send({
      to: email,
      subject: plan
        ? `${title} invited you to ${plan.title} on ${config.productName}`
        : `${title} invited you to train on ${config.productName}`,
      ...actionEmail({
        productName: config.productName,
        greeting: 'Hello,',
        paragraphs: [
          plan
            ? `${title} has invited you to follow the program ${plan.title} on ${config.productName}.`
            : `${title} has invited you to train with them on ${config.productName}.`,
        ],
        actionLabel: 'Accept invitation',
        actionUrl: `${config.publicUrl}/onboarding/athlete-invitation/${token}`,
      }),
    });
  }
}

/** A program's invitations can no longer be taken up (the client was removed, or the program deleted). */
export async function withdrawPlanInvitations(db: Db, planId: number, email: string | null) {
  await db
    .update(clientInvitations)
    .set({ status: 'rejected' })
    .where(
      and(
        eq(clientInvitations.planId, planId),
        eq(clientInvitations.status, 'pending'),
        email === null ? undefined : eq(clientInvitations.email, email),
      ),
    );
}

export type ClientInvitationRow = typeof clientInvitations.$inferSelect;
type AcceptedListener = (db: Db, invitation: ClientInvitationRow, user: UserRow) => Promise<void>;
const acceptedListeners: AcceptedListener[] = [];

/** The programs area adds the client to the invited program when an invitation is taken up. */
export function onClientInvitationAccepted(listener: AcceptedListener) {
  if (!acceptedListeners.includes(listener)) acceptedListeners.push(listener);
}

type FoundInvitation =
  | { kind: 'coach'; row: typeof accountMembers.$inferSelect }
  | { kind: 'athlete'; row: typeof clientInvitations.$inferSelect };

async function findInvitation(db: Db, token: string): Promise<FoundInvitation> {
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

/** GET invitations/{token}: what the invitation page shows before sign-up or sign-in. */
export async function getInvitation(db: Db, token: string): Promise<InvitationInfo> {
  const found = await findInvitation(db, token);
  const account = (await findAccount(db, found.row.accountId))!;
  let title = account.title;
  if (account.kind === 'private') {
    const [owner] = await db.select().from(users).where(eq(users.id, account.id));
    if (owner) title = `${owner.firstName} ${owner.lastName}`.trim();
  }
  const registered = (await findUserByEmail(db, found.row.email)) !== null;
  const status = found.kind === 'coach' ? found.row.inviteStatus : found.row.status;
  const planId = found.kind === 'athlete' ? found.row.planId : null;
  const plan = planId ? await findPlan(db, planId) : null;
  return {
    token,
    title,
    kind: found.kind,
    email: found.row.email,
    account_id: account.id,
    registered,
    status,
    plan: plan ? { id: plan.id, title: plan.title, custom_url: plan.customUrl } : null,
  };
}

/** PUT invitations/{token}/accept: the signed-in person takes up the invitation. */
export async function acceptInvitation(db: Db, auth: Auth, token: string): Promise<InvitationInfo> {
  const info = await getInvitation(db, token);
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
    if (auth.user.role !== 'user') throw invalid('email', errorMessages.coachEmailAsClient);
    // Withdrawn by the coach (client removed from the program, or the program deleted).
    if (found.row.status === 'rejected') {
      throw new AppError('NOT_FOUND', errorMessages.invalidToken);
    }
    await db
      .update(clientInvitations)
      .set({ status: 'accepted', userId: auth.user.id })
      .where(eq(clientInvitations.id, found.row.id));
    for (const listener of acceptedListeners) await listener(db, found.row, auth.user);
  }
  return { ...info, status: 'accepted' };
}
