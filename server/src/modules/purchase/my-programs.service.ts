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
import { accountCoaches, hasConfirmedEmail } from '../accounts/accounts.api.ts';
import {
  coversOfPlans,
  isPublishedPlan,
  plansByIds,
  presentCover,
  pricesByIds,
} from '../programs/programs.api.ts';
import { effectiveState, isOngoing, ONGOING_STATES, PAST_STATES } from './membership-groups.ts';
import { presentMembership, priceOf } from './purchase.presenter.ts';
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
    query.list === 'invites' ? isPublishedPlan(db, m.planId) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(m).where(where);
  const memberships = await db
    .select()
    .from(m)
    .where(where)
    .orderBy(desc(m.updatedAt), desc(m.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const plans = await plansByIds(
    db,
    memberships.map((row) => row.planId),
  );
  const rows = memberships.flatMap((membership) => {
    const plan = plans.get(membership.planId);
    return plan ? [{ membership, plan }] : [];
  });
  const [covers, prices, coaches] = await Promise.all([
    coversOfPlans(
      db,
      rows.map((r) => r.plan.id),
    ),
    pricesByIds(
      db,
      rows.flatMap((r) =>
        [r.membership.priceId, r.membership.switchPriceId].filter((id) => id !== null),
      ),
    ),
    accountCoaches(
      db,
      rows.map((r) => r.plan.accountId),
    ),
  ]);
  const items: MyProgramCard[] = rows.map(({ membership, plan }) => {
    const state = effectiveState(membership, today);
    const cover =
      covers.find((c) => c.planId === plan.id && c.coverType === 'tiled_view') ??
      covers.find((c) => c.planId === plan.id && c.coverType === 'table_view') ??
      null;
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
        coach: coaches.get(plan.accountId) ?? {
          id: plan.accountId,
          full_name: '',
          avatar_url: null,
        },
      },
      membership: presentMembership(
        membership,
        priceOf(prices, membership.priceId),
        today,
        priceOf(prices, membership.switchPriceId),
      ),
      badge: membershipBadge(state, membership.inviteState === 'init' ? 'init' : null),
      main_action: myProgramMainAction({ state, isApplied: membership.applied }),
      // Free programs end at once; paid subscriptions at their period's end (payments part 2).
      can_cancel: isOngoing(state),
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
