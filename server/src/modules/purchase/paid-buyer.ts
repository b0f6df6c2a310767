import { cardsMessages } from '@forma/contract/cards/cards.messages';
import type { Day } from '@forma/contract/programs/days';
import type { Db } from '../../db/database.ts';
import type { Auth } from '../../platform/auth/auth-plugin.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { paidPlansOnSale } from '../programs/programs.api.ts';
import { paysAccount } from './membership-queries.ts';
import { aClient, type ClientGrant } from '../accounts/accounts.api.ts';
import { loadPlanAccess } from './plan-access.ts';

/**
 * Whether the client may buy one of the account's paid programs now (the purchase rules of the
 * public page: on sale, open to them, not removed from it, address confirmed where needed), or
 * pays the account already. What a card with that coach is for.
 */
async function buysFromAccount(
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

/**
 * 'membership.payment.setup' on a coach's account (`id`): a client the account sells a paid
 * program to (or who pays it already) may set up payment there (a Stripe customer, a card), so no
 * client can open customers on any coach's Stripe account. 422 otherwise, before Stripe is asked.
 */
export async function aBuyerOf(rc: RequestContext, id?: number | string): Promise<ClientGrant> {
  const grant = await aClient(rc);
  const accountId = typeof id === 'number' ? id : Number.NaN;
  if (!(await buysFromAccount(rc.db, grant.caller, accountId, rc.clientDay))) {
    throw new AppError('INVALID', cardsMessages.nothingToBuy);
  }
  return grant;
}
