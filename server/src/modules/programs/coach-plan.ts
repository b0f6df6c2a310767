import type { Db } from '../../db/database.ts';
import type { Auth } from '../../platform/auth/auth-plugin.ts';
import { requireCoachAccount, type CurrentAccount } from '../accounts/accounts.api.ts';
import { requirePlanOf } from './programs.repository.ts';

/** The coach's current account; writes are refused on a blocked account (406). */
export async function coachAccount(db: Db, auth: Auth, write: boolean): Promise<CurrentAccount> {
  return requireCoachAccount(db, auth, { allowBlocked: !write });
}

export async function coachPlan(db: Db, auth: Auth, planId: number, write: boolean) {
  const current = await coachAccount(db, auth, write);
  const plan = await requirePlanOf(db, current.account.id, planId);
  return { current, plan };
}
