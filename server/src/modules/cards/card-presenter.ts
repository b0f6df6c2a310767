import type Stripe from 'stripe';
import type { Card } from '@forma/contract/cards/cards.schemas';

/** Where Forma keeps the client's preferred network of a co-branded card. */
export const PREFERRED_NETWORK_KEY = 'forma_preferred_network';

/** What the list knows about the card's customer. */
export type CardFacts = { coachId: number; defaultId: string | null; linked: Set<string> };

/** Stripe clears a field sent as '' (shown as none). */
const text = (value: string | null | undefined) => value || null;

export function presentCard(method: Stripe.PaymentMethod, facts: CardFacts): Card {
  const card = method.card;
  const address = method.billing_details.address;
  return {
    id: method.id,
    kind: method.id === facts.defaultId ? 'default' : 'other',
    brand: card?.brand ?? 'unknown',
    last4: card?.last4 ?? '',
    exp_month: card?.exp_month ?? 0,
    exp_year: card?.exp_year ?? 0,
    preferred_network: card?.networks?.preferred ?? text(method.metadata?.[PREFERRED_NETWORK_KEY]),
    billing_details: {
      name: text(method.billing_details.name),
      phone: text(method.billing_details.phone),
      address: {
        line1: text(address?.line1),
        line2: text(address?.line2),
        city: text(address?.city),
        state: text(address?.state),
        postal_code: text(address?.postal_code),
        country: text(address?.country),
      },
    },
    coach_id: facts.coachId,
    linked_to_active_subscription: facts.linked.has(method.id),
  };
}
