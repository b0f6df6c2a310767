import type { UserRow } from '../../platform/auth/auth-plugin.ts';
import { now } from '../../platform/clock.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { defineSubscriber } from '../../platform/events/event-subscriber.ts';
import {
  findAccount,
  findUser,
  sendClientInvitations,
  type ClientInvitationTarget,
} from '../accounts/accounts.api.ts';
import { findPlan, type PlanRow } from '../programs/programs.api.ts';
import {
  changePlanMember,
  claimUnsentInvite,
  unsentPlanInvites,
  type MembershipRow,
} from '../purchase/purchase.api.ts';
import { withPeople } from './plan-people.ts';
import { accountsErrors } from '../accounts/accounts.api.ts';

/** Who sends a program's invites: the coach's current account and the coach. */
export type InviteSender = Pick<ClientInvitationTarget, 'account' | 'inviter'>;

/** The address a membership's invite goes to: the client's, or the one the coach typed. */
export const inviteEmailOf = (membership: MembershipRow, user: UserRow | null) =>
  (user?.email ?? membership.email)?.toLowerCase() ?? null;

/**
 * Sends (or resends) one membership's program invite within the account's daily invite limit,
 * and marks it sent.
 */
export async function deliverPlanInvite(
  ctx: AppContext,
  sender: InviteSender,
  plan: PlanRow,
  membership: MembershipRow,
  email: string,
) {
  await sendClientInvitations(ctx, {
    ...sender,
    emails: [email],
    plan: { id: plan.id, title: plan.title },
  });
  await changePlanMember(ctx.db, membership.id, {
    inviteState: membership.inviteState === 'accepted' ? 'accepted' : 'pending',
    invitedAt: now(),
  });
}

const isDailyLimit = (error: unknown) =>
  error instanceof AppError && error.message === accountsErrors.dailyInviteLimit;

/**
 * Publishing a draft sends the invites recorded while it was a draft (and any added by hand):
 * every Pending row not yet sent, oldest first, until the daily invite limit; the rest stay
 * unsent for the coach to send later. Each row is claimed before its e-mail goes, so two
 * publishes at once send it once. Answers how many were sent.
 */
export async function sendUnsentPlanInvites(
  ctx: AppContext,
  sender: InviteSender,
  plan: PlanRow,
): Promise<number> {
  let sent = 0;
  for (const { membership, user } of await withPeople(
    ctx.db,
    await unsentPlanInvites(ctx.db, plan.id),
  )) {
    const email = inviteEmailOf(membership, user);
    if (!email) continue;
    if (!(await claimUnsentInvite(ctx.db, plan.id, membership.id))) continue;
    try {
      await sendClientInvitations(ctx, {
        ...sender,
        emails: [email],
        plan: { id: plan.id, title: plan.title },
      });
      sent += 1;
    } catch (error) {
      await changePlanMember(ctx.db, membership.id, { inviteState: 'init', invitedAt: null });
      if (isDailyLimit(error)) break;
      // The program is published either way; this invite stays unsent for the coach to send.
      ctx.log.error({ err: error, membershipId: membership.id }, 'program invite not sent');
    }
  }
  return sent;
}

/**
 * Publishing a draft sends the invites recorded while it was a draft, before the publish answers
 * so the coach sees them as Pending at once. Idempotent: each row is claimed before it is sent.
 */
export const sendInvitesOnPublish = defineSubscriber({
  name: 'clients.send_invites_on_publish',
  event: 'program.published',
  beforeAnswer: true,
  handle: async (ctx, { planId, accountId, inviterId }) => {
    const [plan, account, inviter] = await Promise.all([
      findPlan(ctx.db, planId),
      findAccount(ctx.db, accountId),
      findUser(ctx.db, inviterId),
    ]);
    if (!plan || !account || !inviter) return;
    await sendUnsentPlanInvites(ctx, { account, inviter }, plan);
  },
});
