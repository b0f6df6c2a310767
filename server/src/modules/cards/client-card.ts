import type Stripe from 'stripe';
import { cardsMessages } from '@forma/contract/cards/cards.messages';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { customersOf } from './customers.repository.ts';
import { isMissing } from './stripe-refusals.ts';
import { onAccount, type CustomerRef } from './stripe-customer.ts';

/** One of the client's saved cards, with the customer (and coach) it is kept with. */
export type ClientCard = { method: Stripe.PaymentMethod; customer: CustomerRef; coachId: number };

/**
 * The client's card `cardId`, looked for with each coach the client has a customer with (or with
 * `coachId` only); 404 when it is none of them.
 */
export async function findClientCard(
  ctx: AppContext,
  userId: number,
  cardId: string,
  coachId?: number,
): Promise<ClientCard> {
  const rows = await customersOf(ctx.db, userId);
  for (const row of rows) {
    if (coachId !== undefined && row.accountId !== coachId) continue;
    const customer = { customerId: row.stripeCustomerId, stripeAccount: row.stripeAccountId };
    let method: Stripe.PaymentMethod;
    try {
      method = await ctx.stripe.paymentMethods.retrieve(cardId, {}, onAccount(customer));
    } catch (error) {
      if (isMissing(error)) continue;
      throw error;
    }
    if (method.customer === customer.customerId) {
      return { method, customer, coachId: row.accountId };
    }
  }
  throw new AppError('NOT_FOUND', cardsMessages.notYourCard);
}
