import type {
  CancelPlanClientBody,
  ClientList,
  ProgramClientRow,
} from '@forma/contract/clients/clients.schemas';
import type { ClientInfoBody, InvitesBody } from '@forma/contract/programs/programs.schemas';
import { inviteMessages } from '@forma/contract/programs/programs.messages';
import type { Day } from '@forma/contract/programs/days';
import type { UserRow } from '../../platform/auth/auth-plugin.ts';
import { now } from '../../platform/clock.ts';
import { requireAccess } from '../../platform/permissions/require-access.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { defineSubscriber } from '../../platform/events/event-subscriber.ts';
import { errorMessages } from '../../platform/errors/messages.ts';
import type { Db } from '../../db/database.ts';
import {
  findUserByEmail,
  personMatching,
  sendClientInvitations,
  type ClientInvitationAccepted,
  withdrawPlanInvitations,
} from '../accounts/accounts.api.ts';
import { findPlan, pricesByIds, type PlanRow } from '../programs/programs.api.ts';
import {
  attachInvitedPerson,
  cancelByCoach,
  changePlanMember,
  deletePlanMember,
  effectiveState,
  findMemberByEmail,
  findPlanMember,
  insertPlanInvite,
  isOngoing,
  listOf,
  listPlanMembers,
  paymentSummaries,
  planMembersByIds,
  waiverAcceptedAt,
  type MemberChanges,
  type MembershipRow,
} from '../purchase/purchase.api.ts';
import { readClientProgramming } from './client-programming.ts';
import { withPeople, type PlanMember } from './plan-people.ts';
import { chosenTracksOf } from '../training/training.api.ts';
import { presentClientRow } from './clients.presenter.ts';
import { deliverPlanInvite, inviteEmailOf } from './plan-invites.ts';
import { pageInfo } from '../../platform/pagination.ts';
import { lastLogged as readLastLogged } from '../tracking/tracking.api.ts';

async function presentRows(
  db: Db,
  plan: PlanRow,
  rows: PlanMember[],
  today: Day,
  list?: ClientList,
): Promise<ProgramClientRow[]> {
  const userIds = rows.flatMap((r) => (r.user ? [r.user.id] : []));
  const [prices, waivers, tracks, programming, lastLogged, money] = await Promise.all([
    pricesByIds(
      db,
      rows.flatMap((r) => (r.membership.priceId ? [r.membership.priceId] : [])),
    ),
    waiverAcceptedAt(db, plan.id, userIds),
    chosenTracksOf(
      db,
      rows.map((r) => r.membership.id),
    ),
    readClientProgramming(db, plan, userIds, today),
    readLastLogged(
      db,
      plan.id,
      rows.flatMap(({ membership, user }) =>
        user
          ? [{ membershipId: membership.id, userId: user.id, startDate: membership.startDate }]
          : [],
      ),
    ),
    paymentSummaries(
      db,
      rows.map((r) => r.membership.id),
    ),
  ]);
  return rows.map(({ membership, user }) =>
    presentClientRow({
      plan,
      row: membership,
      user,
      price: prices.find((p) => p.id === membership.priceId) ?? null,
      list: list ?? listOf(membership.state, membership.startDate, today),
      waiverAcceptedAt: (user && waivers.get(user.id)) ?? null,
      trackIds: tracks.get(membership.id) ?? [],
      programming,
      lastLogged: (user && lastLogged.get(user.id)) ?? null,
      lastPayment: money.lastPayments.get(membership.id) ?? null,
      subscriptionId: money.subscriptions.get(membership.id) ?? null,
      today,
    }),
  );
}

/** GET coach/plans/{id}/clients?list&page&per_page&q (spec 2.4 tabs). */
export async function listProgramClients(
  rc: RequestContext,
  planId: number,
  query: { list: ClientList; page: number; per_page: number; q?: string | undefined },
) {
  const { plan } = await requireAccess(rc, 'plan.clients.read', planId);
  const { db, clientDay: today } = rc;
  const { total, rows } = await listPlanMembers(db, plan.id, {
    list: query.list,
    today,
    q: query.q,
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
    personMatching: (userId, like) => personMatching(db, userId, like),
  });
  return {
    items: await presentRows(db, plan, await withPeople(db, rows), today, query.list),
    pagination: pageInfo(query, total),
  };
}

export async function requireMembership(db: Db, plan: PlanRow, membershipId: number) {
  const row = await findPlanMember(db, plan.id, membershipId);
  if (!row) throw new AppError('NOT_FOUND', errorMessages.notFound);
  return (await withPeople(db, [row]))[0]!;
}

export async function presentOne(db: Db, plan: PlanRow, membershipId: number, today: Day) {
  const row = await requireMembership(db, plan, membershipId);
  return (await presentRows(db, plan, [row], today))[0]!;
}

/**
 * DELETE coach/plans/{id}/clients/{membership_id}: an invitation is withdrawn; a client is
 * removed (cannot start the program again) and a free membership ends at once.
 */
export async function removeClient(rc: RequestContext, planId: number, membershipId: number) {
  const { plan } = await requireAccess(rc, 'plan.clients.manage', planId);
  const { db, clientDay: today } = rc;
  const { membership, user } = await requireMembership(db, plan, membershipId);
  const state = effectiveState(membership, today);
  if (state === 'init') {
    await deletePlanMember(db, membership.id);
    const email = membership.email ?? user?.email;
    if (email) await withdrawPlanInvitations(db, plan.id, email.toLowerCase());
    return;
  }
  if (isOngoing(state) && membership.amount > 0) {
    throw new AppError('INVALID', inviteMessages.cancelPaidFirst);
  }
  await changePlanMember(db, membership.id, {
    isBlocked: true,
    ...(isOngoing(state)
      ? { state: 'canceled', canceledBy: 'canceled_by_coach', canceledAt: now(), endDate: today }
      : {}),
  });
}

/**
 * POST coach/plans/{id}/clients/{membership_id}/cancel {when, refund_amount}: the coach ends a
 * membership, a free one now, a paid one now (optional refund) or at its period's end.
 */
export async function cancelClientMembership(
  rc: RequestContext,
  planId: number,
  membershipId: number,
  body: CancelPlanClientBody,
) {
  const { plan } = await requireAccess(rc, 'plan.clients.manage', planId);
  const { db, clientDay: today } = rc;
  const { membership } = await requireMembership(db, plan, membershipId);
  await cancelByCoach(rc, plan, membership, effectiveState(membership, today), body);
  return presentOne(db, plan, membership.id, today);
}

/** PATCH coach/plans/{id}/clients/{membership_id}: names; the e-mail until the invite is taken up. */
export async function editClientInfo(
  rc: RequestContext,
  planId: number,
  membershipId: number,
  input: ClientInfoBody['client'],
) {
  const { plan } = await requireAccess(rc, 'plan.clients.manage', planId);
  const { db, clientDay: today } = rc;
  const { membership } = await requireMembership(db, plan, membershipId);
  const values: MemberChanges = {};
  if (input.first_name !== undefined) values.firstName = input.first_name || null;
  if (input.last_name !== undefined) values.lastName = input.last_name || null;
  if (input.email !== undefined && input.email !== membership.email) {
    if (membership.userId !== null) {
      throw new AppError('INVALID', inviteMessages.clientInfoEmail, {
        email: [inviteMessages.clientInfoEmail],
      });
    }
    await assertInvitable(db, plan, input.email, membership.id);
    values.email = input.email;
    // The new address has not been invited yet: the coach sends the invite again.
    if (membership.inviteState === 'pending') {
      values.inviteState = 'init';
      values.invitedAt = null;
    }
  }
  const oldEmail = values.email !== undefined ? membership.email : null;
  await db.transaction(async (tx) => {
    await changePlanMember(tx, membership.id, values);
    // The link sent to the old address must not let its holder join (spec 2.4 edit client info).
    if (oldEmail) await withdrawPlanInvitations(tx, plan.id, oldEmail.toLowerCase());
  });
  return presentOne(db, plan, membership.id, today);
}

/** An e-mail may be invited unless it is a coach's or already a client's of this program. */
async function assertInvitable(db: Db, plan: PlanRow, email: string, exceptId: number | null) {
  const user = await findUserByEmail(db, email);
  if (user?.role === 'coach') {
    throw new AppError('INVALID', inviteMessages.coachEmail, {
      email: [inviteMessages.coachEmail],
    });
  }
  const existing = await findMemberByEmail(db, plan.id, email, user);
  if (existing && existing.id !== exceptId && existing.state !== 'init' && !isPastState(existing)) {
    throw new AppError('INVALID', inviteMessages.alreadyClient, {
      email: [inviteMessages.alreadyClient],
    });
  }
}

const isPastState = (row: MembershipRow) => !isOngoing(row.state) && row.state !== 'init';

/**
 * POST coach/plans/{id}/invites {emails, send}: up to 20 at a time within the daily limit.
 * Each e-mail becomes a Pending membership (invites tab); `send: false` adds clients by hand
 * so the coach can prepare their programming first and send the invite later. On a draft
 * nothing is sent yet: publishing sends them (plan-invites.ts).
 */
export async function inviteClients(rc: RequestContext, planId: number, body: InvitesBody) {
  const { current, plan, caller } = await requireAccess(rc, 'plan.clients.manage', planId);
  const { db, clientDay: today } = rc;
  if (plan.archived) throw new AppError('INVALID', inviteMessages.archivedPlan);
  const emails = [...new Set(body.emails)];
  const fields: Record<string, string[]> = {};
  const found: { email: string; user: UserRow | null; existing: MembershipRow | null }[] = [];
  for (const [index, email] of emails.entries()) {
    const user = await findUserByEmail(db, email);
    const existing = await findMemberByEmail(db, plan.id, email, user);
    const refused =
      user?.role === 'coach'
        ? inviteMessages.coachEmail
        : existing && isOngoing(existing.state)
          ? inviteMessages.alreadyClient
          : null;
    if (refused) fields[`emails.${index}`] = [inviteMessages.forAddress(email, refused)];
    else found.push({ email, user, existing });
  }
  if (Object.keys(fields).length > 0) {
    throw new AppError('INVALID', Object.values(fields)[0]![0]!, fields);
  }
  // A draft cannot be opened yet: its invites wait, unsent, and go when it is published.
  const send = body.send && plan.state === 'published';
  if (send) {
    // Checks the daily limit before anything is written or sent.
    await sendClientInvitations(rc, {
      account: current.account,
      inviter: caller.user,
      emails,
      plan: { id: plan.id, title: plan.title },
    });
  }
  const ids: number[] = [];
  for (const { email, user, existing } of found) {
    const invite = {
      state: 'init' as const,
      inviteState: send ? ('pending' as const) : ('init' as const),
      invitedAt: send ? now() : null,
      isBlocked: false,
    };
    if (existing) {
      await changePlanMember(db, existing.id, invite);
      ids.push(existing.id);
    } else {
      ids.push(await insertPlanInvite(db, plan, { email, user }, invite));
    }
  }
  const rows = await withPeople(db, await planMembersByIds(db, ids));
  return {
    invited: send ? emails.length : 0,
    items: await presentRows(db, plan, rows, today),
  };
}

/** POST coach/plans/{id}/clients/{membership_id}/invite: send or resend the program invite. */
export async function sendInvite(rc: RequestContext, planId: number, membershipId: number) {
  const { current, plan, caller } = await requireAccess(rc, 'plan.clients.manage', planId);
  const { db, clientDay: today } = rc;
  const { membership, user } = await requireMembership(db, plan, membershipId);
  if (membership.state !== 'init') throw new AppError('INVALID', inviteMessages.alreadyClient);
  if (plan.state === 'draft') throw new AppError('INVALID', inviteMessages.draftPlan);
  const email = inviteEmailOf(membership, user);
  if (!email) throw new AppError('NOT_FOUND', errorMessages.notFound);
  await deliverPlanInvite(
    rc,
    { account: current.account, inviter: caller.user },
    plan,
    membership,
    email,
  );
  return presentOne(db, plan, membership.id, today);
}

/**
 * athlete-invitation/:token accepted: the client joins the program's invites tab (state init,
 * invite accepted) and finds it under My programs > invites. Before the acceptance answers, so
 * the client sees it at once; idempotent, as every delivery may come again.
 */
export const attachInvitedClient = defineSubscriber({
  name: 'memberships.attach_invited_client',
  event: 'client_invitation.accepted',
  beforeAnswer: true,
  handle: (ctx, invitation) => attachToPlan(ctx.db, invitation),
});

async function attachToPlan(db: Db, invitation: ClientInvitationAccepted) {
  if (!invitation.planId) return;
  const plan = await findPlan(db, invitation.planId);
  if (!plan) return;
  await attachInvitedPerson(db, plan, { ...invitation, sentAt: new Date(invitation.sentAt) });
}
