import { requireAccess } from '../../platform/permissions/require-access.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import {
  chargeableAccount,
  ensureCustomer,
  existingCustomer,
  type CustomerRef,
} from './stripe-customer.ts';

/**
 * The client's customer with the coach for the card calls: one made before is used (after a
 * reconnect, remade on the new account); a new one only with a coach who can take charges and
 * sells the client a paid program ('membership.payment.setup'), refused otherwise before Stripe.
 */
export async function customerForCards(
  rc: RequestContext,
  clientUserId: number,
  coachAccountId: number,
): Promise<CustomerRef> {
  if (!(await existingCustomer(rc, clientUserId, coachAccountId))) {
    await chargeableAccount(rc, coachAccountId);
    await requireAccess(rc, 'membership.payment.setup', coachAccountId);
  }
  return ensureCustomer(rc, clientUserId, coachAccountId);
}
