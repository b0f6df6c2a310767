import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { cardsMessages } from '@forma/contract/cards/cards.messages';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { errorMessages } from '../../platform/errors/messages.ts';
import { findUser } from '../accounts/accounts.api.ts';
import { findConnectedAccount } from '../payouts/payouts.api.ts';
import {
  claimCustomer,
  dropClaim,
  findCustomerRow,
  reclaimCustomer,
  setCustomerId,
} from './customers.repository.ts';

/** A client's customer with a coach: its id and the connected account it lives on. */
export type CustomerRef = { customerId: string; stripeAccount: string };

/** The request options of a call on the customer's connected account. */
export const onAccount = (customer: CustomerRef) => ({ stripeAccount: customer.stripeAccount });

const newKey = () => `forma-customer-${randomUUID()}`;

/** The coach's connected account, when it can take charges; 422 otherwise. */
export async function chargeableAccount(ctx: AppContext, coachAccountId: number): Promise<string> {
  const connected = await findConnectedAccount(ctx.db, coachAccountId);
  if (!connected?.chargesEnabled) throw new AppError('INVALID', cardsMessages.noCoachAccount);
  return connected.stripeAccountId;
}

/**
 * The client's customer on the coach's connected account, made on first use, exactly once
 * however many calls race: the first claims the row with a fresh idempotency key, and every
 * caller asks Stripe with that key, so Stripe makes one customer and answers it to all. A coach
 * who reconnected has a new connected account: the client gets a new customer there.
 */
export async function ensureCustomer(
  ctx: AppContext,
  clientUserId: number,
  coachAccountId: number,
): Promise<CustomerRef> {
  const stripeAccount = await chargeableAccount(ctx, coachAccountId);
  await claimCustomer(ctx.db, {
    userId: clientUserId,
    accountId: coachAccountId,
    stripeAccountId: stripeAccount,
    creationKey: newKey(),
  });
  const claim = (await findCustomerRow(ctx.db, clientUserId, coachAccountId))!;
  if (claim.stripeAccountId !== stripeAccount) {
    await reclaimCustomer(ctx.db, claim, { stripeAccountId: stripeAccount, creationKey: newKey() });
    return ensureCustomer(ctx, clientUserId, coachAccountId);
  }
  if (claim.stripeCustomerId) return { customerId: claim.stripeCustomerId, stripeAccount };
  const user = await findUser(ctx.db, clientUserId);
  if (!user) throw new AppError('NOT_FOUND', errorMessages.notFound);
  let customer: Stripe.Customer;
  try {
    customer = await ctx.stripe.customers.create(
      {
        email: user.email,
        name: `${user.firstName} ${user.lastName}`.trim() || undefined,
        metadata: { forma_user_id: String(clientUserId), forma_account_id: String(coachAccountId) },
      },
      { stripeAccount, idempotencyKey: claim.creationKey },
    );
  } catch (error) {
    await dropClaim(ctx.db, claim);
    if (error instanceof Stripe.errors.StripePermissionError) {
      throw new AppError('INVALID', cardsMessages.noCoachAccount);
    }
    throw error;
  }
  await setCustomerId(ctx.db, claim, customer.id);
  return { customerId: customer.id, stripeAccount };
}

/** The client's customer with the coach when one is made; null otherwise (no Stripe call). */
export async function existingCustomer(
  ctx: AppContext,
  clientUserId: number,
  coachAccountId: number,
): Promise<CustomerRef | null> {
  const row = await findCustomerRow(ctx.db, clientUserId, coachAccountId);
  if (!row?.stripeCustomerId) return null;
  return { customerId: row.stripeCustomerId, stripeAccount: row.stripeAccountId };
}

/** The customer's default card (`invoice_settings.default_payment_method`), if any. */
export async function defaultCardOf(
  ctx: AppContext,
  customer: CustomerRef,
): Promise<string | null> {
  const found = await ctx.stripe.customers.retrieve(customer.customerId, {}, onAccount(customer));
  if (found.deleted) return null;
  const card = found.invoice_settings.default_payment_method;
  return typeof card === 'string' ? card : (card?.id ?? null);
}

/** The client's default card with the coach; null without a customer or a default. */
export async function defaultCard(
  ctx: AppContext,
  clientUserId: number,
  coachAccountId: number,
): Promise<string | null> {
  const customer = await existingCustomer(ctx, clientUserId, coachAccountId);
  return customer ? defaultCardOf(ctx, customer) : null;
}
