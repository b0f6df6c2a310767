import type { Day } from '@forma/contract/programs/days';
import type { Db } from '../../db/database.ts';
import type { Auth } from '../../platform/auth/auth-plugin.ts';
import { paidPlansOnSale } from '../programs/programs.api.ts';
import { paysAccount } from './membership-queries.ts';
import { loadPlanAccess } from './plan-access.ts';

/**
 * Whether the client may buy one of the account's paid programs now (the purchase rules of the
 * public page: on sale, open to them, not removed from it, address confirmed where needed), or
 * pays the account already. What a card with that coach is for.
 */
export async function buysFromAccount(
  db: Db,
  caller: Auth,
  accountId: number,
  today: Day,
): Promise<boolean> {
  if (await paysAccount(db, caller.user.id, accountId)) return true;
  for (const planId of await paidPlansOnSale(db, accountId)) {
    const { flags } = await loadPlanAccess(db, caller, String(planId), today);
    if (flags.canSale && flags.allowedToBuy && !flags.isBlocked) return true;
  }
  return false;
}
