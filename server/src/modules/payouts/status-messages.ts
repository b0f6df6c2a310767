import type { AppContext } from '../../platform/context.ts';
import { findAccount } from '../accounts/accounts.api.ts';
import { presentStripeConnect } from './connect-status.ts';
import type { ConnectedRow } from './stripe-accounts.repository.ts';

/**
 * `stripe_status_changed` on the owner's SystemNotificationChannel (platform.md 4: "update the
 * user's connect status and payouts"); `row` null once the account is disconnected.
 */
export async function publishStatusChanged(
  ctx: AppContext,
  accountId: number,
  row: ConnectedRow | null,
): Promise<void> {
  const account = await findAccount(ctx.db, accountId);
  const ownerId = account?.kind === 'private' ? account.id : account?.ownerId;
  if (!ownerId) return;
  const fields = presentStripeConnect(row);
  await ctx.live.publish(ownerId, 'SystemNotificationChannel', {
    type: 'stripe_status_changed',
    event: null,
    data: {
      account_id: accountId,
      stripe_connect_status: fields.stripe_connect_status,
      stripe_connect_payouts: fields.stripe_connect_payouts,
      stripe_connect: fields.stripe_connect,
    },
  });
}
