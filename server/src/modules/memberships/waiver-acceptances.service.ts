import { count, desc, eq } from 'drizzle-orm';
import type { WaiverAcceptancesResponse } from '@forma/contract/programs/waiver-acceptances.schemas';
import type { Auth } from '../../platform/auth/auth-plugin.ts';
import type { AppContext } from '../../platform/context.ts';
import { coachPlan } from '../programs/programs.api.ts';
import { users } from '../users/users.tables.ts';
import { planWaiverAcceptances } from './memberships.tables.ts';
import { waiverAcceptedText } from './waiver-times.ts';
import { pageInfo } from '../../platform/pagination.ts';

/** GET coach/plans/{id}/waiver/acceptances: who accepted the program's waiver, and when. */
export async function listWaiverAcceptances(
  ctx: AppContext,
  auth: Auth,
  planId: number,
  query: { page: number; per_page: number },
  timeZone: string,
): Promise<WaiverAcceptancesResponse> {
  const { db } = ctx;
  const { plan } = await coachPlan(db, auth, planId, false);
  const a = planWaiverAcceptances;
  const where = eq(a.planId, plan.id);
  const [total] = await db.select({ n: count() }).from(a).where(where);
  const rows = await db
    .select({ acceptance: a, email: users.email })
    .from(a)
    .innerJoin(users, eq(users.id, a.userId))
    .where(where)
    .orderBy(desc(a.acceptedAt), desc(a.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const n = total?.n ?? 0;
  return {
    items: rows.map(({ acceptance, email }) => ({
      id: acceptance.id,
      user_id: acceptance.userId,
      full_name: acceptance.fullName,
      email,
      accepted_at: acceptance.acceptedAt.toISOString(),
      accepted_text: waiverAcceptedText(acceptance, plan.title, timeZone),
    })),
    pagination: pageInfo(query, n),
  };
}
