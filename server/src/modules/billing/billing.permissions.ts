import { AppError } from '../../platform/errors/app-error.ts';
import { errorMessages } from '../../platform/errors/messages.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { aClient } from '../accounts/accounts.api.ts';
import { findHistoryPayment } from '../purchase/purchase.api.ts';

/**
 * One of the caller's own payments (a client's): another person's is 404, as if it did not
 * exist, so ids cannot be probed.
 */
async function ownPayment(rc: RequestContext, id?: number | string) {
  const grant = await aClient(rc);
  const found = typeof id === 'number' ? await findHistoryPayment(rc.db, { id }) : null;
  if (!found || found.userId !== grant.user.id) {
    throw new AppError('NOT_FOUND', errorMessages.notFound);
  }
  return { ...grant, found };
}

export const billingPermissions = {
  'billing.history.read': aClient,
  'billing.receipt.read': ownPayment,
  'billing.receipt.email': ownPayment,
};
