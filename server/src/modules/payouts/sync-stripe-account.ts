import { and, eq, isNull, or } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { AppContext } from '../../platform/context.ts';
import { emitEvent } from '../../platform/events/emit-event.ts';
import { now } from '../../platform/clock.ts';
import { snapshotOf } from './account-snapshot.ts';
import { connectStatus, presentStripeConnect } from './connect-status.ts';
import { stripeAccounts } from './payouts.tables.ts';
import { publishStatusChanged } from './status-messages.ts';
import { forgetConnection } from './forget-connection.ts';
import { isAccountGone } from './stripe-refusals.ts';
import { isConnected, type ConnectedRow } from './stripe-accounts.repository.ts';
import { CONNECTION_KEY } from './account-params.ts';

export type Synced = { row: ConnectedRow; account: Stripe.Account };

/**
 * The one road from Stripe to `stripe_accounts`: reads the account from Stripe (or takes the one
 * just answered) and writes what the row keeps. Every caller (webhooks, the payouts screen,
 * onboarding) comes through here, and it writes state read now rather than an event's snapshot,
 * so duplicated or reordered events leave the same row. A change users/me would show is told to
 * the owner (`stripe_status_changed`) and to the areas (`stripe_account.changed`). A Stripe
 * account unknown to Forma is ignored (null); one Stripe no longer has is forgotten.
 */
export async function syncStripeAccount(
  ctx: AppContext,
  stripeAccountId: string,
  fetched?: Stripe.Account,
): Promise<Synced | null> {
  let account: Stripe.Account;
  try {
    account = fetched ?? (await ctx.stripe.accounts.retrieve(stripeAccountId));
  } catch (error) {
    if (!isAccountGone(error)) throw error;
    await forgetConnection(ctx, stripeAccountId);
    return null;
  }
  const values = snapshotOf(account);
  const written = await ctx.db.transaction(async (tx) => {
    // The account's row, or for a new account the claim it was made for (connected-account.ts),
    // which gets its id here, whether onboarding or the account's first event comes first. One
    // locking read: a call that waited for another to fill the claim finds the filled row.
    const creationKey = account.metadata?.[CONNECTION_KEY];
    const [before] = await tx
      .select()
      .from(stripeAccounts)
      .where(
        or(
          eq(stripeAccounts.stripeAccountId, account.id),
          creationKey
            ? and(
                eq(stripeAccounts.creationKey, creationKey),
                isNull(stripeAccounts.stripeAccountId),
              )
            : undefined,
        ),
      )
      .for('update');
    if (!before) return null;
    const known = isConnected(before) ? before : null;
    const [row] = (await tx
      .update(stripeAccounts)
      .set({ ...values, stripeAccountId: account.id, updatedAt: now() })
      .where(eq(stripeAccounts.accountId, before.accountId))
      .returning()) as ConnectedRow[];
    const changed =
      !known ||
      JSON.stringify(presentStripeConnect(known)) !== JSON.stringify(presentStripeConnect(row!));
    if (changed) {
      await emitEvent(tx, 'stripe_account.changed', {
        accountId: row!.accountId,
        stripeAccountId: account.id,
        status: connectStatus(row!),
      });
    }
    return { row: row!, changed };
  });
  if (!written) return null;
  if (written.changed) await publishStatusChanged(ctx, written.row.accountId, written.row);
  return { row: written.row, account };
}
