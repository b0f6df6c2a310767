import type Stripe from 'stripe';
import type { Card } from '@forma/contract/cards/cards.schemas';
import type { AppContext } from '../../platform/context.ts';
import { presentCard } from './card-presenter.ts';
import { chargedCards } from './charged-cards.ts';
import { defaultCardOf, onAccount, type CustomerRef } from './stripe-customer.ts';

/** The customer's saved cards, newest first. */
export async function paymentMethodsOf(
  ctx: AppContext,
  customer: CustomerRef,
): Promise<Stripe.PaymentMethod[]> {
  return ctx.stripe.customers
    .listPaymentMethods(customer.customerId, { type: 'card', limit: 100 }, onAccount(customer))
    .autoPagingToArray({ limit: 1000 });
}

/** The client's cards with the coach: the default first, then the others newest first. */
export async function cardsOfCustomer(
  ctx: AppContext,
  customer: CustomerRef,
  client: { userId: number; coachId: number },
): Promise<Card[]> {
  const [methods, defaultId] = await Promise.all([
    paymentMethodsOf(ctx, customer),
    defaultCardOf(ctx, customer),
  ]);
  const linked = await chargedCards(ctx, customer, defaultId, client);
  const cards = methods.map((m) => presentCard(m, { coachId: client.coachId, defaultId, linked }));
  return [
    ...cards.filter((c) => c.kind === 'default'),
    ...cards.filter((c) => c.kind !== 'default'),
  ];
}
