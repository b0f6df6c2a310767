import { and, count, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { ClientList, ProgramClientRow } from '@forma/contract/clients/clients.schemas';
import type { ClientInfoBody, InvitesBody } from '@forma/contract/programs/programs.schemas';
import { inviteMessages, purchaseMessages } from '@forma/contract/programs/programs.messages';
import type { Day } from '@forma/contract/programs/days';
import type { UserRow } from '../../platform/auth/auth-plugin.ts';
import { now } from '../../platform/clock.ts';
import { requireAccess } from '../../platform/permissions/require-access.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { defineSubscriber } from '../../platform/events/event-subscriber.ts';
import { errorMessages } from '../../platform/errors/messages.ts';
import type { Db } from '../../db/database.ts';
import type { ClientInvitationAccepted } from '../accounts/accounts.events.ts';
import { withdrawPlanInvitations } from '../accounts/accounts.api.ts';
import { sendClientInvitations } from '../accounts/client-invitations.service.ts';
import { findPlan, type PlanRow } from '../programs/programs.api.ts';
import { planPrices } from '../programs/programs.tables.ts';
import { users } from '../accounts/users.tables.ts';
import { findUserByEmail } from '../accounts/accounts.api.ts';
import {
  clientListCondition,
  effectiveState,
  isOngoing,
  listOf,
} from '../purchase/membership-groups.ts';
import { presentClientRow, type MembershipRow } from '../purchase/purchase.presenter.ts';
import { planMemberships, planWaiverAcceptances } from '../purchase/purchase.tables.ts';
import { deliverPlanInvite, inviteEmailOf } from './plan-invites.ts';
import { pageInfo } from '../../platform/pagination.ts';

async function presentRows(
  db: Db,
  plan: PlanRow,
  rows: { membership: MembershipRow; user: UserRow | null }[],
  today: Day,
  list?: ClientList,
): Promise<ProgramClientRow[]> {
  const priceIds = rows.map((r) => r.membership.priceId).filter((id): id is number => id !== null);
  const userIds = rows.map((r) => r.user?.id).filter((id): id is number => id !== undefined);
  const [prices, waivers] = await Promise.all([
    priceIds.length ? db.select().from(planPrices).where(inArray(planPrices.id, priceIds)) : [],
    userIds.length
      ? db
          .select()
          .from(planWaiverAcceptances)
          .where(
            and(
              eq(planWaiverAcceptances.planId, plan.id),
              inArray(planWaiverAcceptances.userId, userIds),
            ),
          )
      : [],
  ]);
  return rows.map(({ membership, user }) =>
    presentClientRow({
      plan,
      row: membership,
      user,
      price: prices.find((p) => p.id === membership.priceId) ?? null,
      list: list ?? listOf(membership.state, membership.startDate, today),
      waiverAcceptedAt: waivers.find((w) => w.userId === user?.id)?.acceptedAt ?? null,
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
  const m = planMemberships;
  const like = query.q ? `%${query.q.replace(/[%_\\]/g, '\\$&')}%` : null;
  const search = like
    ? or(
        ilike(m.email, like),
        ilike(m.firstName, like),
        ilike(m.lastName, like),
        ilike(users.email, like),
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like),
      )
    : undefined;
  const where = and(eq(m.planId, plan.id), clientListCondition(query.list, today), search);
  const [total] = await db
    .select({ n: count() })
    .from(m)
    .leftJoin(users, eq(users.id, m.userId))
    .where(where);
  const rows = await db
    .select({ membership: m, user: users })
    .from(m)
    .leftJoin(users, eq(users.id, m.userId))
    .where(where)
    .orderBy(desc(m.createdAt), desc(m.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const n = total?.n ?? 0;
  return {
    items: await presentRows(db, plan, rows, today, query.list),
    pagination: pageInfo(query, n),
  };
}

async function requireMembership(db: Db, plan: PlanRow, membershipId: number) {
  const [row] = await db
    .select({ membership: planMemberships, user: users })
    .from(planMemberships)
    .leftJoin(users, eq(users.id, planMemberships.userId))
    .where(and(eq(planMemberships.id, membershipId), eq(planMemberships.planId, plan.id)));
  if (!row) throw new AppError('NOT_FOUND', errorMessages.notFound);
  return row;
}

async function presentOne(db: Db, plan: PlanRow, membershipId: number, today: Day) {
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
    await db.delete(planMemberships).where(eq(planMemberships.id, membership.id));
    const email = membership.email ?? user?.email;
    if (email) await withdrawPlanInvitations(db, plan.id, email.toLowerCase());
    return;
  }
  if (isOngoing(state) && membership.amount > 0) {
    throw new AppError('INVALID', inviteMessages.cancelPaidFirst);
  }
  await db
    .update(planMemberships)
    .set({
      isBlocked: true,
      ...(isOngoing(state)
        ? {
            state: 'canceled' as const,
            canceledBy: 'canceled_by_coach',
            canceledAt: now(),
            endDate: today,
          }
        : {}),
      updatedAt: now(),
    })
    .where(eq(planMemberships.id, membership.id));
}

/** POST coach/plans/{id}/clients/{membership_id}/cancel: the coach ends a free membership now. */
export async function cancelClientMembership(
  rc: RequestContext,
  planId: number,
  membershipId: number,
) {
  const { plan } = await requireAccess(rc, 'plan.clients.manage', planId);
  const { db, clientDay: today } = rc;
  const { membership } = await requireMembership(db, plan, membershipId);
  const state = effectiveState(membership, today);
  if (!isOngoing(state)) throw new AppError('INVALID', inviteMessages.notStarted);
  if (membership.amount > 0) throw new AppError('INVALID', purchaseMessages.paidNotYet);
  await db
    .update(planMemberships)
    .set({
      state: 'canceled',
      canceledBy: 'canceled_by_coach',
      canceledAt: now(),
      endDate: today,
      updatedAt: now(),
    })
    .where(eq(planMemberships.id, membership.id));
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
  const values: Partial<typeof planMemberships.$inferInsert> = { updatedAt: now() };
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
    await tx.update(planMemberships).set(values).where(eq(planMemberships.id, membership.id));
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
  const existing = await findByEmail(db, plan.id, email, user);
  if (existing && existing.id !== exceptId && existing.state !== 'init' && !isPastState(existing)) {
    throw new AppError('INVALID', inviteMessages.alreadyClient, {
      email: [inviteMessages.alreadyClient],
    });
  }
}

const isPastState = (row: MembershipRow) => !isOngoing(row.state) && row.state !== 'init';

async function findByEmail(db: Db, planId: number, email: string, user: UserRow | null) {
  const m = planMemberships;
  const [row] = await db
    .select()
    .from(m)
    .where(
      and(
        eq(m.planId, planId),
        user
          ? or(eq(m.userId, user.id), and(isNull(m.userId), eq(m.email, email)))
          : and(isNull(m.userId), eq(m.email, email)),
      ),
    );
  return row ?? null;
}

type InviteValues = Pick<
  typeof planMemberships.$inferInsert,
  'state' | 'inviteState' | 'invitedAt' | 'isBlocked' | 'updatedAt'
>;

/**
 * A new Pending membership for the person (or the address, with no person behind it yet). The
 * same invite sent twice at once finds the row the other one made (and leaves it as it is once
 * the client has joined).
 */
async function insertInvite(
  db: Db,
  plan: PlanRow,
  to: { email: string; user: UserRow | null },
  invite: InviteValues,
): Promise<number> {
  const m = planMemberships;
  const [row] = await db
    .insert(m)
    .values({
      ...invite,
      planId: plan.id,
      accountId: plan.accountId,
      userId: to.user?.id ?? null,
      email: to.user ? null : to.email,
    })
    .onConflictDoUpdate(
      to.user
        ? {
            target: [m.planId, m.userId],
            targetWhere: sql`${m.userId} is not null`,
            set: invite,
            setWhere: eq(m.state, 'init'),
          }
        : {
            target: [m.planId, m.email],
            targetWhere: sql`${m.userId} is null and ${m.email} is not null`,
            set: invite,
            setWhere: eq(m.state, 'init'),
          },
    )
    .returning({ id: m.id });
  if (row) return row.id;
  const existing = await findByEmail(db, plan.id, to.email, to.user);
  return existing!.id;
}

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
    const existing = await findByEmail(db, plan.id, email, user);
    if (user?.role === 'coach') fields[`emails.${index}`] = [inviteMessages.coachEmail];
    else if (existing && isOngoing(existing.state)) {
      fields[`emails.${index}`] = [inviteMessages.alreadyClient];
    } else found.push({ email, user, existing });
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
      updatedAt: now(),
    };
    if (existing) {
      await db.update(planMemberships).set(invite).where(eq(planMemberships.id, existing.id));
      ids.push(existing.id);
    } else {
      ids.push(await insertInvite(db, plan, { email, user }, invite));
    }
  }
  const rows = await db
    .select({ membership: planMemberships, user: users })
    .from(planMemberships)
    .leftJoin(users, eq(users.id, planMemberships.userId))
    .where(inArray(planMemberships.id, ids));
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
  const m = planMemberships;
  const [mine] = await db
    .select()
    .from(m)
    .where(and(eq(m.planId, plan.id), eq(m.userId, invitation.userId)));
  const [byEmail] = await db
    .select()
    .from(m)
    .where(
      and(eq(m.planId, plan.id), isNull(m.userId), eq(m.email, invitation.email.toLowerCase())),
    );
  if (mine) {
    if (mine.state === 'init') {
      await db
        .update(m)
        .set({ inviteState: 'accepted', updatedAt: now() })
        .where(eq(m.id, mine.id));
    }
    if (byEmail) await db.delete(m).where(eq(m.id, byEmail.id));
    return;
  }
  if (byEmail) {
    // `user_id is null` again: the same link taken up twice at once makes the row theirs once.
    await db
      .update(m)
      .set({ userId: invitation.userId, email: null, inviteState: 'accepted', updatedAt: now() })
      .where(and(eq(m.id, byEmail.id), isNull(m.userId)));
    return;
  }
  await db
    .insert(m)
    .values({
      planId: plan.id,
      accountId: plan.accountId,
      userId: invitation.userId,
      state: 'init',
      inviteState: 'accepted',
      invitedAt: new Date(invitation.sentAt),
    })
    .onConflictDoNothing({ target: [m.planId, m.userId], where: sql`${m.userId} is not null` });
}
