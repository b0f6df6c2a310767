import { and, eq, inArray, or } from 'drizzle-orm';
import type { AccountListItem, CreateAccountBody } from '@forma/contract/accounts/accounts.schemas';
import { isTrialActive, isTrialExpired } from '@forma/contract/accounts/subscription.rules';
import type { CoachSubscription } from '@forma/contract/accounts/subscription.schemas';
import type { Db } from '../../db/database.ts';
import type { UserRow } from '../../platform/auth/auth-plugin.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { requireAccess } from '../../platform/permissions/require-access.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { errorMessages } from '../../platform/errors/messages.ts';
import { users } from './users.tables.ts';
import { insertAccount } from './accounts.repository.ts';
import { accountMembers, accounts } from './accounts.tables.ts';
import { hasConfirmedEmail, requireConfirmedEmail } from './confirmed-email.ts';
import { callerCurrentAccount } from './caller-context.ts';
import './accounts.ports.ts';

/** A business account owned by `owner`, on the FREE plan from the start. */
export async function createBusinessAccount(
  { db, ports }: Pick<AppContext, 'db' | 'ports'>,
  owner: UserRow,
  input: CreateAccountBody['account'],
): Promise<number> {
  const account = await insertAccount(db, {
    kind: input.kind,
    title: input.title,
    ownerId: owner.id,
    country: input.country,
    state: input.state ?? null,
    platformCurrency: input.platform_currency ?? null,
  });
  await db.insert(accountMembers).values({
    accountId: account.id,
    userId: owner.id,
    email: owner.email.toLowerCase(),
    accountRole: 'owner',
    inviteStatus: 'accepted',
  });
  await ports.createSubscription(db, account.id, 'free');
  return account.id;
}

/** POST accounts: a coach creates a gym, brand or team and owns it. */
export async function createAccount(rc: RequestContext, input: CreateAccountBody['account']) {
  const { caller } = await requireAccess(rc, 'account.create');
  const id = await createBusinessAccount(rc, caller.user, input);
  return { id };
}

function statusLabel(sub: CoachSubscription | null): string {
  if (!sub) return 'inactive';
  if (sub.state === 'past_due') return 'past due';
  if (isTrialActive(sub)) return 'trial';
  if (isTrialExpired(sub)) return 'trial ended';
  if (sub.active) return sub.free_plan || sub.free_usage ? 'free' : 'active';
  return 'inactive';
}

const openInviteTo = (user: UserRow) =>
  and(
    eq(accountMembers.email, user.email.toLowerCase()),
    inArray(accountMembers.inviteStatus, ['init', 'pending']),
  );

/**
 * GET accounts: the private account, then every business account the coach belongs to or, with
 * a confirmed address, is invited to.
 */
export async function listAccounts(rc: RequestContext): Promise<AccountListItem[]> {
  const { caller } = await requireAccess(rc, 'account.list');
  const { db } = rc;
  const user = caller.user;
  const current = await callerCurrentAccount(db, caller);
  const rows = await db
    .select({ account: accounts, member: accountMembers })
    .from(accountMembers)
    .innerJoin(accounts, eq(accounts.id, accountMembers.accountId))
    .where(
      or(
        and(eq(accountMembers.userId, user.id), eq(accountMembers.inviteStatus, 'accepted')),
        // An invitation shows its business (status, client count) to a confirmed address only.
        hasConfirmedEmail(user) ? openInviteTo(user) : undefined,
      ),
    )
    .orderBy(accounts.createdAt);
  const [privateAccount] = await db.select().from(accounts).where(eq(accounts.id, user.id));
  const fullName = `${user.firstName} ${user.lastName}`.trim();
  const entries = [
    { account: privateAccount!, role: 'owner' as const, status: 'accepted' as const },
    ...rows.map((r) => ({
      account: r.account,
      role: r.member.accountRole,
      status: r.member.inviteStatus,
    })),
  ];
  return Promise.all(
    entries.map(async ({ account, role, status }) => {
      const sub = await rc.ports.accountSubscription(db, account.id, { withCounts: true });
      return {
        id: account.id,
        title: account.kind === 'private' ? fullName : account.title,
        full_name: fullName,
        kind: account.kind,
        clients_count: sub?.active_clients ?? 0,
        trial_status:
          sub && isTrialActive(sub) ? 'active' : sub && isTrialExpired(sub) ? 'ended' : null,
        launch_date: account.createdAt.toISOString().slice(0, 10),
        account_status: statusLabel(sub),
        account_role: role,
        current_account: current.usable && current.account.id === account.id,
        invite_status: status,
        has_new_notifications: false,
        has_unread_chat_messages: false,
        subscription: sub,
      } satisfies AccountListItem;
    }),
  );
}

/** PUT accounts/switch: to the private account or an accepted membership. */
export async function switchAccount(rc: RequestContext, accountId: number) {
  const { caller: auth } = await requireAccess(rc, 'account.switch');
  const { db } = rc;
  if (accountId !== auth.user.id) {
    const [member] = await db
      .select()
      .from(accountMembers)
      .where(
        and(
          eq(accountMembers.accountId, accountId),
          eq(accountMembers.userId, auth.user.id),
          eq(accountMembers.inviteStatus, 'accepted'),
        ),
      );
    if (!member) throw new AppError('NOT_FOUND', errorMessages.notFound);
  }
  await db.update(users).set({ currentAccountId: accountId }).where(eq(users.id, auth.user.id));
  // The person's other tabs offer to reload (platform.md 4, live system events).
  await rc.live.publish(auth.user.id, 'SystemNotificationChannel', {
    type: 'switched',
    event: null,
    data: { private_id: auth.user.id, current_id: accountId },
  });
  return { current_id: accountId };
}

/**
 * The invitation into `accountId` found by the person's address, which must be confirmed: the
 * e-mailed link (invitations/{token}) is the way in for an address not yet confirmed.
 */
async function findOpenInvite(db: Db, user: UserRow, accountId: number) {
  requireConfirmedEmail(user);
  const [member] = await db
    .select()
    .from(accountMembers)
    .where(and(eq(accountMembers.accountId, accountId), openInviteTo(user)));
  if (!member) throw new AppError('NOT_FOUND', errorMessages.notFound);
  return member;
}

/** PUT invites/{id}/accept: the coach joins the business account that invited them. */
export async function acceptInvite(rc: RequestContext, accountId: number) {
  const { caller: auth } = await requireAccess(rc, 'account.invite.respond', accountId);
  const member = await findOpenInvite(rc.db, auth.user, accountId);
  await rc.db
    .update(accountMembers)
    .set({ inviteStatus: 'accepted', userId: auth.user.id, inviteTokenHash: null })
    .where(eq(accountMembers.id, member.id));
}

/** PUT invites/{id}/reject: the invitation is declined and leaves the list. */
export async function rejectInvite(rc: RequestContext, accountId: number) {
  const { caller: auth } = await requireAccess(rc, 'account.invite.respond', accountId);
  const member = await findOpenInvite(rc.db, auth.user, accountId);
  await rc.db
    .update(accountMembers)
    .set({ inviteStatus: 'rejected', userId: auth.user.id, inviteTokenHash: null })
    .where(eq(accountMembers.id, member.id));
}
