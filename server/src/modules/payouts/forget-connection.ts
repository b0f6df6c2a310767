import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { emitEvent } from '../../platform/events/emit-event.ts';
import { stripeAccounts } from './payouts.tables.ts';
import { publishStatusChanged } from './status-messages.ts';

/** Removes the connection to a Stripe account and tells the owner and the areas it is gone. */
export async function forgetConnection(ctx: AppContext, stripeAccountId: string): Promise<void> {
  const removed = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(stripeAccounts)
      .where(eq(stripeAccounts.stripeAccountId, stripeAccountId))
      .returning({ accountId: stripeAccounts.accountId });
    if (row) {
      await emitEvent(tx, 'stripe_account.changed', {
        accountId: row.accountId,
        stripeAccountId,
        status: 'disconnected',
      });
    }
    return row ?? null;
  });
  if (removed) await publishStatusChanged(ctx, removed.accountId, null);
}
