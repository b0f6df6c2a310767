// TEMPORARY stand-in for branch srvcards' cards.api.ts (same signatures); replaced at merge.
import { AppError } from '../../platform/errors/app-error.ts';
import type { AppContext } from '../../platform/context.ts';
import { findConnectedAccount } from '../payouts/payouts.api.ts';

export async function ensureCustomer(
  ctx: AppContext,
  clientUserId: number,
  coachAccountId: number,
): Promise<{ customerId: string; stripeAccount: string }> {
  const row = await findConnectedAccount(ctx.db, coachAccountId);
  if (!row?.chargesEnabled)
    throw new AppError('INVALID', 'This coach cannot take card payments yet.');
  const customer = await ctx.stripe.customers.create(
    { metadata: { forma_user_id: String(clientUserId) } },
    {
      stripeAccount: row.stripeAccountId,
      idempotencyKey: `customer-${clientUserId}-${coachAccountId}`,
    },
  );
  return { customerId: customer.id, stripeAccount: row.stripeAccountId };
}

export async function defaultCard(
  ctx: AppContext,
  clientUserId: number,
  coachAccountId: number,
): Promise<string | null> {
  const { customerId, stripeAccount } = await ensureCustomer(ctx, clientUserId, coachAccountId);
  const customer = await ctx.stripe.customers.retrieve(customerId, {}, { stripeAccount });
  if (customer.deleted) return null;
  const pm = customer.invoice_settings.default_payment_method;
  return typeof pm === 'string' ? pm : (pm?.id ?? null);
}
