import type { Card } from '@forma/contract/cards/cards.schemas';
import { paymentTexts as t } from '../../purchase.messages';

/** A saved card as the client reads it: 'visa •••• 4242 exp 04/34', brand capitalised. */
export const cardLabel = (card: Card) =>
  t.cardLabel(
    card.brand.charAt(0).toUpperCase() + card.brand.slice(1),
    card.last4,
    card.exp_month,
    card.exp_year,
  );

/** The card renewals and new purchases with this coach use. */
export const defaultCard = (cards: readonly Card[]) =>
  cards.find((card) => card.kind === 'default') ?? cards[0] ?? null;
