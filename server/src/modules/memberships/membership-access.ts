import { purchaseMessages } from '@forma/contract/programs/programs.messages';
import type { Auth, UserRow } from '../../platform/auth/auth-plugin.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { errorMessages } from '../../platform/errors/messages.ts';
import { signedIn } from '../../platform/permissions/basic-rules.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import {
  coachOnActiveAccount,
  coachOnUsableAccount,
  type CoachGrant,
} from '../accounts/accounts.api.ts';
import { findPlan, type PlanRow } from '../programs/programs.api.ts';

/**
 * Permission rules of memberships. The coach-side ones check a program of the current account
 * here until the programs area's plan-access rules exist (the lead reconciles them).
 */

/** The grant of a client rule: the caller and their person. */
export type ClientGrant = { caller: Auth; user: UserRow };

/** A signed-in client: purchases and My programs are for clients (spec 6; 403 for a coach). */
export async function aClient(rc: RequestContext): Promise<ClientGrant> {
  const { caller } = await signedIn(rc);
  if (caller.user.role !== 'user') throw new AppError('FORBIDDEN', purchaseMessages.coachViewing);
  return { caller, user: caller.user };
}

/** The grant of a program rule: the coach, the current account and its program. */
export type PlanCoachGrant = CoachGrant & { plan: PlanRow };

/** A program of the current account by its id: 404 for anyone else's (or none). */
async function planOfCurrentAccount(
  rc: RequestContext,
  grant: CoachGrant,
  id: number | string | undefined,
): Promise<PlanCoachGrant> {
  const plan = id === undefined ? null : await findPlan(rc.db, Number(id));
  if (!plan || plan.accountId !== grant.current.account.id) {
    throw new AppError('NOT_FOUND', errorMessages.notFound);
  }
  return { ...grant, plan };
}

/** A coach of the program's account, also while it is blocked: reading its clients. */
export async function coachOfPlan(rc: RequestContext, id?: number | string) {
  return planOfCurrentAccount(rc, await coachOnUsableAccount(rc), id);
}

/** A coach of the program's account while it is not blocked: changing its clients. */
export async function coachOfPlanOnActiveAccount(rc: RequestContext, id?: number | string) {
  return planOfCurrentAccount(rc, await coachOnActiveAccount(rc), id);
}
