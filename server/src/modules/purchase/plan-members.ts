import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNull,
  or,
  sql,
  type Column,
  type SQL,
} from 'drizzle-orm';
import type { ClientList } from '@forma/contract/purchase/purchase.schemas';
import type { Day } from '@forma/contract/programs/days';
import type { UserRow } from '../../platform/auth/auth-plugin.ts';
import { now } from '../../platform/clock.ts';
import type { Db } from '../../db/database.ts';
import type { PlanRow } from '../programs/programs.api.ts';
import { clientListCondition } from './membership-groups.ts';
import { planMemberships, planWaiverAcceptances } from './purchase.tables.ts';

/**
 * The memberships of a program as its coach manages them (the clients area): who is in it,
 * invites by address, removal and cancellation. The client's own buying, scheduling and
 * cancelling are one file each (buy-program.ts, apply-plan.ts, resume-membership.ts,
 * reschedule-membership.ts, cancel-membership.ts).
 */
type Executor = Pick<Db, 'select' | 'update' | 'insert' | 'delete'>;

/** One tab of the program's clients (spec 2.4), newest first, searched by name or e-mail. */
export async function listPlanMembers(
  db: Db,
  planId: number,
  query: {
    list: ClientList;
    today: Day;
    q?: string | undefined;
    limit: number;
    offset: number;
    /** SQL: the person in this user id column matches the ILIKE pattern (accounts area). */
    personMatching: (userId: Column, like: string) => SQL;
  },
) {
  const m = planMemberships;
  const like = query.q ? `%${query.q.replace(/[%_\\]/g, '\\$&')}%` : null;
  const search: SQL | undefined = like
    ? or(
        ilike(m.email, like),
        ilike(m.firstName, like),
        ilike(m.lastName, like),
        query.personMatching(m.userId, like),
      )
    : undefined;
  const where = and(eq(m.planId, planId), clientListCondition(query.list, query.today), search);
  const [total] = await db.select({ n: count() }).from(m).where(where);
  const rows = await db
    .select()
    .from(m)
    .where(where)
    .orderBy(desc(m.createdAt), desc(m.id))
    .limit(query.limit)
    .offset(query.offset);
  return { total: total?.n ?? 0, rows };
}

/** 1-2-1 programs: the last day of the client's own calendar holding training (the schedule's). */
export async function setClientTrainingTo(
  db: Executor,
  planId: number,
  userId: number,
  day: string | null,
) {
  await db
    .update(planMemberships)
    .set({ trainingScheduledTo: day })
    .where(and(eq(planMemberships.planId, planId), eq(planMemberships.userId, userId)));
}

/** Whether the person holds a membership of the program (any state: a 1-2-1 calendar outlives a pause). */
export async function isPlanClient(db: Db, planId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: planMemberships.id })
    .from(planMemberships)
    .where(and(eq(planMemberships.planId, planId), eq(planMemberships.userId, userId)))
    .limit(1);
  return row !== undefined;
}

export async function findPlanMember(db: Db, planId: number, membershipId: number) {
  const [row] = await db
    .select()
    .from(planMemberships)
    .where(and(eq(planMemberships.id, membershipId), eq(planMemberships.planId, planId)));
  return row ?? null;
}

export async function planMembersByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select().from(planMemberships).where(inArray(planMemberships.id, ids));
}

/** When each of these people accepted the program's waiver. */
export async function waiverAcceptedAt(db: Db, planId: number, userIds: number[]) {
  if (userIds.length === 0) return new Map<number, Date>();
  const a = planWaiverAcceptances;
  const rows = await db
    .select({ userId: a.userId, acceptedAt: a.acceptedAt })
    .from(a)
    .where(and(eq(a.planId, planId), inArray(a.userId, userIds)));
  return new Map(rows.map((row) => [row.userId, row.acceptedAt]));
}

/** The program's membership of this person, or of this address with no person behind it yet. */
export async function findMemberByEmail(
  db: Executor,
  planId: number,
  email: string,
  user: { id: number } | null,
) {
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

/** What the coach may change on a membership of their program. */
export type MemberChanges = Partial<
  Pick<
    typeof planMemberships.$inferInsert,
    | 'firstName'
    | 'lastName'
    | 'email'
    | 'state'
    | 'inviteState'
    | 'invitedAt'
    | 'isBlocked'
    | 'canceledBy'
    | 'canceledAt'
    | 'endDate'
    | 'userId'
    | 'startDate'
  >
>;

export async function changePlanMember(db: Executor, membershipId: number, changes: MemberChanges) {
  await db
    .update(planMemberships)
    .set({ ...changes, updatedAt: now() })
    .where(eq(planMemberships.id, membershipId));
}

export async function deletePlanMember(db: Executor, membershipId: number) {
  await db.delete(planMemberships).where(eq(planMemberships.id, membershipId));
}

export type InviteValues = Pick<
  typeof planMemberships.$inferInsert,
  'state' | 'inviteState' | 'invitedAt' | 'isBlocked'
>;

/**
 * A new Pending membership for the person (or the address, with no person behind it yet). The
 * same invite sent twice at once finds the row the other one made (and leaves it as it is once
 * the client has joined).
 */
export async function insertPlanInvite(
  db: Db,
  plan: PlanRow,
  to: { email: string; user: UserRow | null },
  values: InviteValues,
): Promise<number> {
  const m = planMemberships;
  const invite = { ...values, updatedAt: now() };
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
  const existing = await findMemberByEmail(db, plan.id, to.email, to.user);
  return existing!.id;
}

/**
 * Pending invites of a program not yet sent, oldest first, with the address each goes to: the
 * client's own, or the one the coach typed.
 */
export async function unsentPlanInvites(db: Db, planId: number) {
  const m = planMemberships;
  const rows = await db
    .select()
    .from(m)
    .where(and(unsentInvite(planId), eq(m.isBlocked, false)))
    .orderBy(asc(m.createdAt), asc(m.id));
  return rows;
}

const unsentInvite = (planId: number) =>
  and(
    eq(planMemberships.planId, planId),
    eq(planMemberships.state, 'init'),
    eq(planMemberships.inviteState, 'init'),
  );

/** Marks an unsent invite as sending: false when another publish claimed it first. */
export async function claimUnsentInvite(db: Db, planId: number, membershipId: number) {
  const [claimed] = await db
    .update(planMemberships)
    .set({ inviteState: 'pending', invitedAt: now(), updatedAt: now() })
    .where(and(eq(planMemberships.id, membershipId), unsentInvite(planId)))
    .returning({ id: planMemberships.id });
  return claimed !== undefined;
}

/**
 * An accepted program invitation makes the person a (not yet started) member: their own row
 * gains the acceptance, a row by their address becomes theirs, or a new one is made.
 * Idempotent, as the event behind it may come again.
 */
export async function attachInvitedPerson(
  db: Db,
  plan: PlanRow,
  invitation: { userId: number; email: string; sentAt: Date },
) {
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
      invitedAt: invitation.sentAt,
    })
    .onConflictDoNothing({ target: [m.planId, m.userId], where: sql`${m.userId} is not null` });
}

/** A page of who accepted the program's waiver, newest first. */
export async function pageOfWaiverAcceptances(
  db: Db,
  planId: number,
  page: { limit: number; offset: number },
) {
  const a = planWaiverAcceptances;
  const where = eq(a.planId, planId);
  const [total] = await db.select({ n: count() }).from(a).where(where);
  const rows = await db
    .select()
    .from(a)
    .where(where)
    .orderBy(desc(a.acceptedAt), desc(a.id))
    .limit(page.limit)
    .offset(page.offset);
  return { total: total?.n ?? 0, rows };
}
