import { idsRule } from '../../platform/permissions/body-ids.ts';
import { findConnectedAccount } from '../payouts/payouts.api.ts';
import { aClient } from '../accounts/accounts.api.ts';

export const cardsPermissions = {
  // A client's own cards; which coach they are kept with is checked with the coach's account.
  'cards.manage': aClient,
  // By design another account: a coach's account that takes card payments.
  'payee.use': idsRule(async (rc, ids) => {
    const usable = new Set<number>();
    for (const id of ids) {
      if ((await findConnectedAccount(rc.db, id))?.chargesEnabled) usable.add(id);
    }
    return usable;
  }),
};
