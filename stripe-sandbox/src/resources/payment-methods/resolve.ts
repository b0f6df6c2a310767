import type Stripe from 'stripe';
import type { Ctx } from '../../core/context.ts';
import { invalidRequest, resourceMissing } from '../../core/errors.ts';
import { cardBehind, cardError, newCardPaymentMethod, type PaymentMethod } from './card.ts';
import { TEST_PAYMENT_METHODS } from './test-cards.ts';

/**
 * The PaymentMethod a request names: a stored one of this account, or, for one of Stripe's test
 * ids (`pm_card_visa`), a fresh PaymentMethod of that card, as Stripe makes one on each use.
 */
export async function resolvePaymentMethod(
  ctx: Ctx,
  id: string,
  param = 'payment_method',
): Promise<PaymentMethod> {
  const testNumber = TEST_PAYMENT_METHODS[id];
  if (testNumber) {
    const year = new Date((await ctx.now()) * 1000).getUTCFullYear();
    return newCardPaymentMethod(ctx, { number: testNumber, exp_month: 12, exp_year: year + 1 });
  }
  const method = await ctx.store.find<PaymentMethod>('payment_method', id, { forUpdate: true });
  if (!method) throw resourceMissing('payment_method', id, param);
  return method;
}

/**
 * Attaches a PaymentMethod to a customer as Stripe does: the card is checked with its issuer, so
 * a card that declines refuses to attach (4000 0000 0000 0341 attaches, then declines charges).
 */
export async function attachPaymentMethod(
  ctx: Ctx,
  method: PaymentMethod,
  customerId: string,
  param = 'customer',
): Promise<PaymentMethod> {
  await ctx.store.get<Stripe.Customer>('customer', customerId, { param });
  if (method.customer === customerId) return method;
  if (method.customer) {
    throw invalidRequest(
      'The payment method you provided has already been attached to a customer.',
      undefined,
      'resource_already_exists',
    );
  }
  const decline = cardBehind(method).declineOnSetup;
  if (decline) throw cardError(decline);
  const attached: PaymentMethod = { ...method, customer: customerId };
  await ctx.store.save(attached);
  await ctx.emit('payment_method.attached', attached);
  return attached;
}

/** Detaches it; the customer's default payment method is cleared when it was this one. */
export async function detachPaymentMethod(ctx: Ctx, method: PaymentMethod): Promise<PaymentMethod> {
  if (!method.customer) {
    throw invalidRequest(
      'The payment method you provided is not attached to a customer so detachment is impossible.',
    );
  }
  const customerId = method.customer as string;
  const detached: PaymentMethod = { ...method, customer: null };
  await ctx.store.save(detached);
  const customer = await ctx.store.find<Stripe.Customer>('customer', customerId, {
    forUpdate: true,
  });
  if (customer?.invoice_settings.default_payment_method === method.id) {
    const updated: Stripe.Customer = {
      ...customer,
      invoice_settings: { ...customer.invoice_settings, default_payment_method: null },
    };
    await ctx.store.save(updated);
    await ctx.emit('customer.updated', updated, { invoice_settings: customer.invoice_settings });
  }
  await ctx.emit('payment_method.detached', detached, { customer: customerId });
  return detached;
}

/**
 * A customer's default payment method (`invoice_settings[default_payment_method]`): one already
 * attached to the customer, or a test id, which makes a fresh PaymentMethod and attaches it.
 */
export async function defaultPaymentMethodFor(
  ctx: Ctx,
  customerId: string,
  id: string,
  param = 'invoice_settings[default_payment_method]',
): Promise<string> {
  if (TEST_PAYMENT_METHODS[id]) {
    return (await attachPaymentMethod(ctx, await resolvePaymentMethod(ctx, id), customerId)).id;
  }
  const method = await ctx.store.find<PaymentMethod>('payment_method', id);
  if (!method || method.customer !== customerId) {
    throw invalidRequest(
      `No such PaymentMethod: '${id}'; It's possible this PaymentMethod exists on one of your connected accounts, in which case you should retry this request on that connected account.`,
      param,
      'resource_missing',
    );
  }
  return method.id;
}
