import { payoutsMessages } from '@forma/contract/payouts/payouts.messages';
import type { ConnectedAccount } from '@forma/contract/payouts/payouts.schemas';
import { AppError } from '../../platform/errors/app-error.ts';
import { requireAccess } from '../../platform/permissions/require-access.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import './payouts.ports.ts';
import { forgetConnection } from './forget-connection.ts';
import { findConnectedAccount } from './stripe-accounts.repository.ts';
import { isAccountGone, refusalAsInvalid } from './stripe-refusals.ts';

/**
 * DELETE stripe/account: the owner of the current, not blocked, account disconnects Stripe,
 * refused while clients pay for its programs. A custom account (Forma's) is deleted at Stripe;
 * a standard account is the coach's own and is only forgotten (docs/decisions/payouts.md).
 */
export async function disconnectStripeAccount(
  rc: RequestContext,
): Promise<{ stripe_account: ConnectedAccount | null }> {
  const { current } = await requireAccess(rc, 'payouts.disconnect');
  const connected = await findConnectedAccount(rc.db, current.account.id);
  if (!connected) return { stripe_account: null };
  if (await rc.ports.accountHasPayingClients(rc.db, current.account.id)) {
    throw new AppError('INVALID', payoutsMessages.disconnectRefused);
  }
  if (connected.accountType === 'custom') {
    try {
      await rc.stripe.accounts.del(connected.stripeAccountId);
    } catch (error) {
      if (!isAccountGone(error)) throw refusalAsInvalid(error);
    }
  }
  await forgetConnection(rc, connected.stripeAccountId);
  return { stripe_account: null };
}
