import type { RequestContext } from '../../platform/request-context.ts';
import {
  coachOnActiveAccount,
  coachOnUsableAccount,
  type CoachGrant,
} from '../accounts/accounts.api.ts';
import { requirePlanOf, type PlanRow } from './programs.repository.ts';

/** The grant of a program rule: the coach, the account acted on and the program. */
export type PlanGrant = CoachGrant & { plan: PlanRow };

/**
 * A coach (owner or team coach) of the current account reads one of its programs, also while
 * the account is blocked: 401 signed out, 403 a client, 418 an unusable account, 404 a program
 * of another account.
 */
export async function planReader(rc: RequestContext, id?: number | string): Promise<PlanGrant> {
  const grant = await coachOnUsableAccount(rc);
  return { ...grant, plan: await requirePlanOf(rc.db, grant.current.account.id, Number(id)) };
}

/** As planReader, to change the program: refused (406) while the account is blocked. */
export async function planWriter(rc: RequestContext, id?: number | string): Promise<PlanGrant> {
  const grant = await coachOnActiveAccount(rc);
  return { ...grant, plan: await requirePlanOf(rc.db, grant.current.account.id, Number(id)) };
}
