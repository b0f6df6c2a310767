import { anyone } from '../../platform/permissions/basic-rules.ts';
import { aClient } from '../accounts/accounts.api.ts';
import { aBuyerOf } from './paid-buyer.ts';
import { purchaseBodyIdRules } from './purchase.body-ids.ts';

export const purchasePermissions = {
  // Drafts are shown to their owner only: decided with the program (404 otherwise).
  'plan.public.read': anyone,
  // Whether the client may join, or owns the program, is decided with the program.
  'membership.waiver.accept': aClient,
  'membership.contact': aClient,
  'membership.buy': aClient,
  'membership.schedule': aClient,
  'membership.cancel': aClient,
  'membership.list': aClient,
  // Payment set up with a coach (the cards area's customer): only one who sells the client a paid program.
  'membership.payment.setup': aBuyerOf,
  ...purchaseBodyIdRules,
};
