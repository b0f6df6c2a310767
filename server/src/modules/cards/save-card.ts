import type Stripe from 'stripe';
import { cardsMessages } from '@forma/contract/cards/cards.messages';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { chargingSubscriptions } from './charged-cards.ts';
import { cardCall } from './stripe-refusals.ts';
import { onAccount, type CustomerRef } from './stripe-customer.ts';

/**
 * Saves the PaymentMethod (made by the card form on the coach's connected account) to the
 * customer, if it is not yet, and makes it the customer's default; answers its id. Both steps
 * give the same result when repeated, so a retried request changes nothing more.
 */
export async function saveAsDefault(
  ctx: AppContext,
  customer: CustomerRef,
  paymentMethodId: string,
): Promise<string> {
  const options = onAccount(customer);
  const method = await cardCall(() =>
    ctx.stripe.paymentMethods.retrieve(paymentMethodId, {}, options),
  );
  if (method.customer && method.customer !== customer.customerId) {
    throw new AppError('NOT_FOUND', cardsMessages.notYourCard);
  }
  const saved: Stripe.PaymentMethod = method.customer
    ? method
    : await cardCall(() =>
        ctx.stripe.paymentMethods.attach(method.id, { customer: customer.customerId }, options),
      );
  await ctx.stripe.customers.update(
    customer.customerId,
    { invoice_settings: { default_payment_method: saved.id } },
    options,
  );
  return saved.id;
}

/** Subscriptions that charge `from` by their own default charge `to` instead (a replaced card). */
export async function moveSubscriptions(
  ctx: AppContext,
  customer: CustomerRef,
  from: string,
  to: string,
): Promise<void> {
  const subscriptions = await chargingSubscriptions(ctx, customer);
  for (const subscription of subscriptions) {
    const own = subscription.default_payment_method;
    if ((typeof own === 'string' ? own : own?.id) !== from) continue;
    await ctx.stripe.subscriptions.update(
      subscription.id,
      { default_payment_method: to },
      onAccount(customer),
    );
  }
}
