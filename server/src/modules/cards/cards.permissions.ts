import { cardsMessages } from '@forma/contract/cards/cards.messages';
import { AppError } from '../../platform/errors/app-error.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { aClient, buysFromAccount } from '../purchase/purchase.api.ts';

/**
 * A client about to get a customer on a coach's connected account (`id`: the coach's account):
 * only one that account sells a paid program to (or that pays it already), so no client can
 * open customers on any coach's Stripe account. 422 otherwise, before Stripe is asked.
 */
async function aBuyerOf(rc: RequestContext, id?: number | string) {
  const grant = await aClient(rc);
  const accountId = typeof id === 'number' ? id : Number.NaN;
  if (!(await buysFromAccount(rc.db, grant.caller, accountId, rc.clientDay))) {
    throw new AppError('INVALID', cardsMessages.nothingToBuy);
  }
  return grant;
}

export const cardsPermissions = {
  // A client's own cards; which coach they are kept with is checked with the coach's account.
  'cards.manage': aClient,
  'cards.customer.open': aBuyerOf,
};
