/** Texts of the cards area both sides show (programs-and-commerce.md 8, success notices). */
export const cardsMessages = {
  added: 'Card was successfully added.',
  updated: 'Card was successfully updated.',
  removeLinked:
    'This card cannot be removed because it is linked to an active subscription. Add another card and make it your default first.',
  removed: 'Card was successfully removed.',
  noCoachAccount: 'This coach cannot take card payments yet.',
  nothingToBuy: 'This coach has no paid program you can buy, so there is no card to add for them.',
  notYourCard: 'This card is not one of your saved cards.',
} as const;
