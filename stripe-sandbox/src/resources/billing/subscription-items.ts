import type Stripe from 'stripe';
import type { Ctx } from '../../core/context.ts';
import { invalidRequest, resourceMissing } from '../../core/errors.ts';
import { PRICE, type Price } from './prices.ts';
import { PRODUCT } from './products.ts';
import type { Subscription, SubscriptionItem } from './subscription-shape.ts';
import { lineDescription, type NewLine } from './invoice-shape.ts';

/** A price a subscription item may use: recurring, active, on this account. */
export async function recurringPrice(ctx: Ctx, id: string, param: string): Promise<Price> {
  const price = await ctx.store.find<Price>(PRICE, id);
  if (!price) throw resourceMissing('price', id, param);
  if (!price.recurring) {
    throw invalidRequest(
      'The price specified is set to `type=one_time` but this field only accepts prices with `type=recurring`.',
      param,
    );
  }
  if (!price.active) {
    throw invalidRequest(
      'The price specified is inactive. This field only accepts active prices.',
      param,
    );
  }
  return price;
}

/** Stripe bills every item of a subscription together, so they share currency and interval. */
export function checkItemsMatch(items: Array<{ price: Price }>): void {
  const [first, ...rest] = items;
  if (!first) {
    throw invalidRequest('Missing required param: items.', 'items', 'parameter_missing');
  }
  for (const item of rest) {
    if (item.price.currency !== first.price.currency) {
      throw invalidRequest(
        'Currency and interval fields must match across all plans on this subscription. Found mismatch in currency field.',
        'items',
      );
    }
    const a = first.price.recurring!;
    const b = item.price.recurring!;
    if (a.interval !== b.interval || a.interval_count !== b.interval_count) {
      throw invalidRequest(
        'Currency and interval fields must match across all plans on this subscription. Found mismatch in interval field.',
        'items',
      );
    }
  }
}

/** The payment method must be one of the customer's, as Stripe requires of a default. */
export async function checkCustomerMethod(
  ctx: Ctx,
  customer: string,
  method: string,
  param: string,
): Promise<void> {
  const found = await ctx.store.find<Stripe.PaymentMethod>('payment_method', method);
  const owner = typeof found?.customer === 'string' ? found.customer : found?.customer?.id;
  if (!found || owner !== customer) {
    throw invalidRequest(
      `The customer does not have a payment method with the ID ${method}. The payment method must be attached to the customer.`,
      param,
      'resource_missing',
    );
  }
}

/** Invoice lines for the items: each item's price times its quantity, scaled by `share`. */
export async function linesFor(
  ctx: Ctx,
  subscription: Subscription,
  share: number | 'trial',
): Promise<NewLine[]> {
  const lines: NewLine[] = [];
  for (const item of subscription.items.data as SubscriptionItem[]) {
    const product = await ctx.store.find<Stripe.Product>(PRODUCT, item.price.product as string);
    const name = product?.name ?? 'Subscription';
    const full = (item.price.unit_amount ?? 0) * (item.quantity ?? 1);
    lines.push(
      share === 'trial'
        ? { item, amount: 0, description: `Trial period for ${name}` }
        : { item, amount: Math.round(full * share), description: lineDescription(item, name) },
    );
  }
  return lines;
}
