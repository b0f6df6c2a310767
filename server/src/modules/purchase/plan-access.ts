import { and, eq, isNull, sql } from 'drizzle-orm';
import { purchaseMessages } from '@forma/contract/programs/programs.messages';
import type { CoachSubscription } from '@forma/contract/platform-plan/subscription.schemas';
import { isBlocked as isAccountBlocked } from '@forma/contract/platform-plan/subscription.rules';
import type { Viewer } from '@forma/contract/purchase/purchase.schemas';
import {
  FREE_PLAN_FIXED_DOWNLOADS,
  onFreePlatformPlan,
} from '@forma/contract/programs/programs.rules';
import { FREE_PLAN_MAX_CLIENTS } from '@forma/contract/platform-plan/subscription.rules';
import type { Day } from '@forma/contract/programs/days';
import type { Db } from '../../db/database.ts';
import type { Auth, UserRow } from '../../platform/auth/auth-plugin.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { errorMessages } from '../../platform/errors/messages.ts';
import {
  hasConfirmedEmail,
  findAccount,
  type AccountRow,
  callerCurrentAccount,
} from '../accounts/accounts.api.ts';
import { accountClientCounts, loadSubscription } from '../platform-plan/platform-plan.api.ts';
import {
  payoutStatus,
  type PayoutStatus,
  findPlanByRef,
  type PlanRow,
} from '../programs/programs.api.ts';
import { findUser } from '../accounts/accounts.api.ts';
import { effectiveState, isOngoing, isPast, ongoingCondition } from './membership-groups.ts';
import { membershipsCount } from './membership-queries.ts';
import type { MembershipRow } from './purchase.presenter.ts';
import { planMemberships, planWaiverAcceptances } from './purchase.tables.ts';

export type WaiverAcceptanceRow = typeof planWaiverAcceptances.$inferSelect;

/** Everything the public page and the purchase calls decide on. */
export type PlanAccess = {
  plan: PlanRow;
  account: AccountRow;
  owner: UserRow | null;
  subscription: CoachSubscription | null;
  payouts: PayoutStatus;
  viewer: Viewer;
  user: UserRow | null;
  membership: MembershipRow | null;
  acceptance: WaiverAcceptanceRow | null;
  flags: {
    ownerBlocked: boolean;
    isBought: boolean;
    isApplied: boolean;
    isBlocked: boolean;
    allowedToBuy: boolean;
    /** A private program this person may join once their address is confirmed. */
    confirmationRequired: boolean;
    canSale: boolean;
    willResume: boolean;
    waiverPending: boolean;
  };
};

export async function findMembershipOf(db: Db, planId: number, userId: number) {
  const [row] = await db
    .select()
    .from(planMemberships)
    .where(and(eq(planMemberships.planId, planId), eq(planMemberships.userId, userId)));
  return row ?? null;
}

/** An invitation to the program recorded for an address with no person behind it yet. */
async function findInviteToAddress(db: Db, planId: number, email: string) {
  const m = planMemberships;
  const [row] = await db
    .select()
    .from(m)
    .where(and(eq(m.planId, planId), isNull(m.userId), eq(m.email, email.toLowerCase())));
  return row ?? null;
}

/** The viewer's membership: their own, or (confirmed address only) an invitation to their address. */
async function viewerMembership(db: Db, planId: number, user: UserRow) {
  const own = await findMembershipOf(db, planId, user.id);
  if (own || !hasConfirmedEmail(user)) return own;
  return findInviteToAddress(db, planId, user.email);
}

/**
 * An invitation sent to an address and not yet taken up with its link: it lets its person in
 * only once the address is confirmed.
 */
const isInviteByAddress = (membership: MembershipRow) =>
  membership.state === 'init' && membership.inviteState !== 'accepted';

/** What a private program's invitation or allowed list offers a person whose address is unproven. */
async function waitsForConfirmation(
  db: Db,
  plan: PlanRow,
  user: UserRow,
  own: MembershipRow | null,
) {
  if (plan.allowedEmails.includes(user.email.toLowerCase())) return true;
  if (own) return isInviteByAddress(own);
  return (await findInviteToAddress(db, plan.id, user.email)) !== null;
}

/** A new place on FREE: a client the account does not hold yet, and for Fixed Length a download. */
const freeLimited = (subscription: CoachSubscription | null, isBought: boolean) =>
  onFreePlatformPlan(subscription) && !isBought;

/** Whether the person already holds a place in one of the account's programs. */
async function isClientOf(db: Db, accountId: number, userId: number) {
  const m = planMemberships;
  const [row] = await db
    .select({ id: m.id })
    .from(m)
    .where(and(eq(m.accountId, accountId), eq(m.userId, userId), ongoingCondition()))
    .limit(1);
  return row !== undefined;
}

/**
 * FREE: up to 5 clients, and 5 downloads per fixed program (spec 6). The limit counts people, so
 * one of the account's clients joining another of its programs takes no new place.
 */
async function withinFreeLimits(
  db: Db,
  plan: PlanRow,
  membership: MembershipRow | null,
  userId: number | null,
) {
  const { activeClients } = await accountClientCounts(db, plan.accountId);
  if (
    activeClients >= FREE_PLAN_MAX_CLIENTS &&
    (userId === null || !(await isClientOf(db, plan.accountId, userId)))
  ) {
    return false;
  }
  return (
    plan.planType !== 'fixed' ||
    membership !== null ||
    (await membershipsCount(db, plan.id)) < FREE_PLAN_FIXED_DOWNLOADS
  );
}

/**
 * In the transaction that writes a join on FREE: joins into the account take turns (a
 * transaction lock) and count again, so simultaneous joins cannot all pass the limits each read
 * before the others wrote. Nothing to hold on the other platform plans.
 */
export async function holdFreePlace(tx: Db, access: PlanAccess) {
  if (!freeLimited(access.subscription, access.flags.isBought)) return;
  const { plan, membership } = access;
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext('free-plan-places'), ${plan.accountId}::int)`,
  );
  if (!(await withinFreeLimits(tx, plan, membership, access.user?.id ?? null))) {
    throw new AppError('INVALID', purchaseMessages.unavailable);
  }
}

async function viewerOf(db: Db, auth: Auth | null, plan: PlanRow): Promise<Viewer> {
  if (!auth) return 'anonymous';
  if (auth.user.role !== 'coach') return 'client';
  const current = await callerCurrentAccount(db, auth);
  return current.usable && current.account.id === plan.accountId ? 'owner' : 'coach';
}

/** The owner's subscription_state: empty (null) when the account is blocked (spec 3). */
export function subscriptionState(sub: CoachSubscription | null): string | null {
  if (!sub || isAccountBlocked(sub)) return null;
  if (sub.state) return sub.state;
  if (sub.trial) return 'trialing';
  return 'active';
}

/**
 * The program by id or custom URL as `auth` may see it: drafts only for their owner (404 for
 * everyone else), with the owner's account, the viewer's membership and the access flags.
 */
export async function loadPlanAccess(
  db: Db,
  auth: Auth | null,
  ref: string,
  today: Day,
): Promise<PlanAccess> {
  const plan = await findPlanByRef(db, ref);
  if (!plan) throw new AppError('NOT_FOUND', errorMessages.notFound);
  const viewer = await viewerOf(db, auth, plan);
  if (plan.state === 'draft' && viewer !== 'owner') {
    throw new AppError('NOT_FOUND', errorMessages.notFound);
  }
  const user = auth && auth.user.role === 'user' ? auth.user : null;
  const [account, subscription, payouts, membership, acceptance] = await Promise.all([
    findAccount(db, plan.accountId),
    loadSubscription(db, plan.accountId, { withCounts: false }),
    payoutStatus(db, plan.accountId),
    user ? viewerMembership(db, plan.id, user) : null,
    user
      ? db
          .select()
          .from(planWaiverAcceptances)
          .where(
            and(
              eq(planWaiverAcceptances.planId, plan.id),
              eq(planWaiverAcceptances.userId, user.id),
            ),
          )
          .then((rows) => rows[0] ?? null)
      : null,
  ]);
  const ownerId = account!.kind === 'private' ? account!.id : account!.ownerId;
  const owner = ownerId ? await findUser(db, ownerId) : null;

  const state = membership ? effectiveState(membership, today) : null;
  const isBought =
    state !== null && (isOngoing(state) || (plan.planType === 'fixed' && state === 'past'));
  const ownerBlocked = subscriptionState(subscription) === null;
  const confirmed = user !== null && hasConfirmedEmail(user);
  const provenMembership =
    membership !== null && (confirmed || !isInviteByAddress(membership)) ? membership : null;
  const allowedToBuy =
    !plan.isPrivate ||
    provenMembership !== null ||
    (confirmed && plan.allowedEmails.includes(user.email.toLowerCase()));
  const confirmationRequired =
    !allowedToBuy &&
    user !== null &&
    !confirmed &&
    (await waitsForConfirmation(db, plan, user, membership));
  const blockedForNew =
    plan.planType === 'fixed' ? plan.blockedDownloads : plan.blockedSubscriptions;
  const canSale =
    plan.state === 'published' &&
    !plan.archived &&
    !blockedForNew &&
    !ownerBlocked &&
    (!freeLimited(subscription, isBought) ||
      (await withinFreeLimits(db, plan, membership, user?.id ?? null)));
  // Restart or Continue: the programs that progress from their Day 1 (a Fixed Length one only
  // bought, not finished); the calendar programs take a returning client on today's day.
  const resumesFromDayOne =
    plan.planType === 'membership' ||
    (plan.planType === 'fixed' && plan.pricing === 'paid' && !isBought);
  const willResume =
    state !== null && isPast(state) && resumesFromDayOne && membership!.startDate !== null;
  return {
    plan,
    account: account!,
    owner,
    subscription,
    payouts,
    viewer,
    user,
    membership,
    acceptance,
    flags: {
      ownerBlocked,
      isBought,
      isApplied: membership?.applied ?? false,
      isBlocked: membership?.isBlocked ?? false,
      allowedToBuy,
      confirmationRequired,
      canSale,
      willResume,
      waiverPending: plan.waiverEnabled && acceptance === null,
    },
  };
}
