import { and, count, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { MyProgramCard, MyProgramsList } from '@forma/contract/purchase/purchase.schemas';
import {
  isCalendarPlan,
  membershipBadge,
  PLAN_TYPE_LABELS,
  publicPlanPath,
} from '@forma/contract/programs/programs.rules';
import { myProgramMainAction } from '@forma/contract/purchase/public-plan.rules';
import { requireAccess } from '../../platform/permissions/require-access.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { accounts } from '../accounts/accounts.tables.ts';
import { hasConfirmedEmail } from '../accounts/accounts.api.ts';
import { presentCover } from '../programs/programs.api.ts';
import { planCovers, planPrices, plans } from '../programs/programs.tables.ts';
import { users } from '../accounts/users.tables.ts';
import { effectiveState, isOngoing, ONGOING_STATES, PAST_STATES } from './membership-groups.ts';
import { presentMembership } from './purchase.presenter.ts';
import { planMemberships } from './purchase.tables.ts';
import { pageInfo } from '../../platform/pagination.ts';

const LIST_STATES = {
  active: [...ONGOING_STATES],
  past: [...PAST_STATES],
  invites: ['init' as const],
};

/** GET athlete/plans?list=active|past|invites: My programs as cards (2.10, DECISIONS.md). */
export async function myPrograms(
  rc: RequestContext,
  query: { list: MyProgramsList; page: number; per_page: number },
) {
  const { user } = await requireAccess(rc, 'membership.list');
  const { db, clientDay: today } = rc;
  const m = planMemberships;
  const where = and(
    or(
      eq(m.userId, user.id),
      // Invitations to the client's address count once the address is confirmed.
      hasConfirmedEmail(user)
        ? and(isNull(m.userId), eq(m.email, user.email.toLowerCase()))
        : undefined,
    ),
    inArray(m.state, LIST_STATES[query.list]),
    // Invitations to programs not yet published wait until they are.
    query.list === 'invites' ? eq(plans.state, 'published') : undefined,
  );
  const [total] = await db
    .select({ n: count() })
    .from(m)
    .innerJoin(plans, eq(plans.id, m.planId))
    .where(where);
  const rows = await db
    .select({ membership: m, plan: plans, account: accounts, owner: users })
    .from(m)
    .innerJoin(plans, eq(plans.id, m.planId))
    .innerJoin(accounts, eq(accounts.id, plans.accountId))
    .leftJoin(
      users,
      or(
        and(eq(accounts.kind, 'private'), eq(users.id, accounts.id)),
        eq(users.id, accounts.ownerId),
      ),
    )
    .where(where)
    .orderBy(desc(m.updatedAt), desc(m.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const planIds = rows.map((r) => r.plan.id);
  const priceIds = rows.map((r) => r.membership.priceId).filter((id): id is number => id !== null);
  const [covers, prices] = await Promise.all([
    planIds.length ? db.select().from(planCovers).where(inArray(planCovers.planId, planIds)) : [],
    priceIds.length ? db.select().from(planPrices).where(inArray(planPrices.id, priceIds)) : [],
  ]);
  const items: MyProgramCard[] = rows.map(({ membership, plan, account, owner }) => {
    const state = effectiveState(membership, today);
    const cover =
      covers.find((c) => c.planId === plan.id && c.coverType === 'tiled_view') ??
      covers.find((c) => c.planId === plan.id && c.coverType === 'table_view') ??
      null;
    const coachName =
      account.kind === 'private' && owner
        ? `${owner.firstName} ${owner.lastName}`.trim()
        : account.title;
    return {
      plan: {
        id: plan.id,
        title: plan.title,
        plan_type: plan.planType,
        plan_type_label: PLAN_TYPE_LABELS[plan.planType],
        plan_pricing: plan.pricing,
        custom_url: plan.customUrl,
        public_url: publicPlanPath({ id: plan.id, custom_url: plan.customUrl }),
        color: plan.color,
        cover: cover ? presentCover(rc.storage, cover) : null,
        coach: { id: account.id, full_name: coachName, avatar_url: owner?.avatarUrl ?? null },
      },
      membership: presentMembership(
        membership,
        prices.find((p) => p.id === membership.priceId) ?? null,
        today,
      ),
      badge: membershipBadge(state, membership.inviteState === 'init' ? 'init' : null),
      main_action: myProgramMainAction({ state, isApplied: membership.applied }),
      can_cancel: isOngoing(state) && membership.amount === 0,
      can_reschedule:
        isOngoing(state) &&
        membership.applied &&
        !isCalendarPlan(plan.planType) &&
        !membership.isBlocked,
    };
  });
  const n = total?.n ?? 0;
  return {
    items,
    pagination: pageInfo(query, n),
  };
}
