import type { ConnectedAccount } from '@forma/contract/payouts/payouts.schemas';
import { requireAccess } from '../../platform/permissions/require-access.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { presentConnectedAccount } from './payouts.presenter.ts';
import { findConnectedAccount } from './stripe-accounts.repository.ts';
import { syncStripeAccount } from './sync-stripe-account.ts';

/** The payouts screen lists this many of the latest payouts. */
export const PAYOUTS_SHOWN = 10;

/**
 * GET stripe/account: the current account's connected account, fresh from Stripe (the row is
 * brought up to date on the way), with a custom account's balance and latest payouts.
 */
export async function getStripeAccount(
  rc: RequestContext,
): Promise<{ stripe_account: ConnectedAccount | null }> {
  const { current } = await requireAccess(rc, 'payouts.view');
  const connected = await findConnectedAccount(rc.db, current.account.id);
  if (!connected) return { stripe_account: null };
  const synced = await syncStripeAccount(rc, connected.stripeAccountId);
  if (!synced) return { stripe_account: null };
  const { row, account } = synced;
  if (row.accountType !== 'custom') {
    return { stripe_account: presentConnectedAccount(row, account, null) };
  }
  const stripeAccount = row.stripeAccountId;
  const [balance, payouts] = await Promise.all([
    rc.stripe.balance.retrieve({}, { stripeAccount }),
    rc.stripe.payouts.list({ limit: PAYOUTS_SHOWN }, { stripeAccount }),
  ]);
  return {
    stripe_account: presentConnectedAccount(row, account, { balance, payouts: payouts.data }),
  };
}
