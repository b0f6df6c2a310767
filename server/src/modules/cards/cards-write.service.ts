import type { CardList, updateCardBodySchema } from '@forma/contract/cards/cards.schemas';
import { cardsMessages } from '@forma/contract/cards/cards.messages';
import type { z } from 'zod';
import { AppError } from '../../platform/errors/app-error.ts';
import { requireAccess } from '../../platform/permissions/require-access.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { PREFERRED_NETWORK_KEY } from './card-presenter.ts';
import { findClientCard } from './client-card.ts';
import { cardsOfCustomer } from './customer-cards.ts';
import { moveSubscriptions, saveAsDefault } from './save-card.ts';
import { cardCall } from './stripe-refusals.ts';
import { customerForCards } from './open-customer.ts';
import { onAccount } from './stripe-customer.ts';

/** POST stripe/card, athlete/card_tokens: the card saved as the default; the coach's list. */
export async function addCard(
  rc: RequestContext,
  coachId: number,
  paymentMethodId: string,
): Promise<CardList> {
  const { user } = await requireAccess(rc, 'cards.manage');
  const customer = await customerForCards(rc, user.id, coachId);
  await saveAsDefault(rc, customer, paymentMethodId);
  return { data: await cardsOfCustomer(rc, customer, { userId: user.id, coachId }) };
}

/**
 * POST athlete/card_tokens/replace: the new card becomes the default (and the card of any
 * subscription that charged the old one by its own default), then the old card goes.
 */
export async function replaceCard(
  rc: RequestContext,
  input: { coach_id: number; payment_method_id: string; remove_card_id: string },
): Promise<CardList> {
  const { user } = await requireAccess(rc, 'cards.manage');
  const old = await findClientCard(rc, user.id, input.remove_card_id, input.coach_id);
  const customer = old.customer;
  const added = await saveAsDefault(rc, customer, input.payment_method_id);
  if (added !== old.method.id) {
    await moveSubscriptions(rc, customer, old.method.id, added);
    await rc.stripe.paymentMethods.detach(old.method.id, {}, onAccount(customer));
  }
  return { data: await cardsOfCustomer(rc, customer, { userId: user.id, coachId: old.coachId }) };
}

type CardChanges = z.infer<typeof updateCardBodySchema>;

/** Stripe clears a field given as ''. */
const cleared = (value: string | null | undefined) => (value === null ? '' : value);

/** PATCH stripe/card/{id}, athlete/card_tokens/{id}: billing details and preferred network. */
export async function updateCard(
  rc: RequestContext,
  cardId: string,
  changes: CardChanges,
): Promise<CardList> {
  const { user } = await requireAccess(rc, 'cards.manage');
  const card = await findClientCard(rc, user.id, cardId);
  const { name, phone, address } = changes.billing_details;
  await cardCall(() =>
    rc.stripe.paymentMethods.update(
      card.method.id,
      {
        billing_details: {
          name: cleared(name),
          phone: cleared(phone),
          address: address && {
            line1: cleared(address.line1),
            line2: cleared(address.line2),
            city: cleared(address.city),
            state: cleared(address.state),
            postal_code: cleared(address.postal_code),
            country: cleared(address.country),
          },
        },
        // The sandbox takes no `card.networks.preferred`: the choice is kept in the metadata.
        ...(changes.preferred_network !== undefined
          ? { metadata: { [PREFERRED_NETWORK_KEY]: changes.preferred_network ?? '' } }
          : {}),
      },
      onAccount(card.customer),
    ),
  );
  return {
    data: await cardsOfCustomer(rc, card.customer, { userId: user.id, coachId: card.coachId }),
  };
}

/** DELETE athlete/card_tokens/{id}: refused while a subscription with the coach charges it. */
export async function removeCard(rc: RequestContext, cardId: string): Promise<CardList> {
  const { user } = await requireAccess(rc, 'cards.manage');
  const card = await findClientCard(rc, user.id, cardId);
  const client = { userId: user.id, coachId: card.coachId };
  const before = await cardsOfCustomer(rc, card.customer, client);
  if (before.find((c) => c.id === card.method.id)?.linked_to_active_subscription) {
    throw new AppError('INVALID', cardsMessages.removeLinked);
  }
  await rc.stripe.paymentMethods.detach(card.method.id, {}, onAccount(card.customer));
  return { data: await cardsOfCustomer(rc, card.customer, client) };
}
