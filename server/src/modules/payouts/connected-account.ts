import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { StripeAccountType } from '@forma/contract/payouts/payouts.schemas';
import type { AppContext } from '../../platform/context.ts';
import { accountParams, type ConnectTarget } from './account-params.ts';
import { stripeAccounts } from './payouts.tables.ts';
import { refusalsAsInvalid } from './stripe-refusals.ts';
import { findStripeAccountRow } from './stripe-accounts.repository.ts';
import { syncStripeAccount, type Synced } from './sync-stripe-account.ts';

/**
 * The Forma account's connected Stripe account, made on first use, exactly once however many
 * calls race: the first claims the row (its primary key is the Forma account) with a fresh
 * idempotency key, and every caller asks Stripe with that key, so Stripe makes one account and
 * answers it to all. The claim's type wins over a later caller's `type`.
 */
export async function connectedAccountOf(
  ctx: AppContext,
  target: ConnectTarget,
  type: StripeAccountType,
): Promise<Synced> {
  const accountId = target.account.id;
  await ctx.db
    .insert(stripeAccounts)
    .values({ accountId, accountType: type, creationKey: `forma-connect-${randomUUID()}` })
    .onConflictDoNothing({ target: stripeAccounts.accountId });
  const claim = (await findStripeAccountRow(ctx.db, accountId))!;
  if (claim.stripeAccountId) {
    const synced = await syncStripeAccount(ctx, claim.stripeAccountId);
    if (synced) return synced;
    // Stripe no longer had it (the row is forgotten): connect anew.
    return connectedAccountOf(ctx, target, type);
  }
  let created: Stripe.Account;
  try {
    created = await refusalsAsInvalid(() =>
      ctx.stripe.accounts.create(accountParams(target, claim.accountType, claim.creationKey), {
        idempotencyKey: claim.creationKey,
      }),
    );
  } catch (error) {
    // Refused: the next call claims anew, with a new key.
    await ctx.db
      .delete(stripeAccounts)
      .where(
        and(
          eq(stripeAccounts.accountId, accountId),
          eq(stripeAccounts.creationKey, claim.creationKey),
          isNull(stripeAccounts.stripeAccountId),
        ),
      );
    throw error;
  }
  const synced = await syncStripeAccount(ctx, created.id, created);
  if (!synced)
    throw new Error(
      `Stripe account ${created.id} does not name its connection (metadata.forma_connection)`,
    );
  return synced;
}
