import type { Card } from '@forma/contract/cards/cards.schemas';
import { CARD_BRAND_LABELS, paymentMethodsTexts as t } from '../billing.messages';

/** 'Visa •••• 4242': how a saved card is named on buttons, modals and its own heading. */
export function cardLabel(card: Pick<Card, 'brand' | 'last4'>): string {
  return t.cardName(CARD_BRAND_LABELS[card.brand] ?? card.brand, card.last4);
}
