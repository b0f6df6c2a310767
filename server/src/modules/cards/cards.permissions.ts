import { aClient } from '../purchase/purchase.api.ts';

export const cardsPermissions = {
  // A client's own cards; which coach they are kept with is checked with the coach's account.
  'cards.manage': aClient,
};
