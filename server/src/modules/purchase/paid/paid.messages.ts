/** The payments area's refusals (spec 8, purchase and subscription messages). */
export const paidMessages = {
  subscriptionCardError: 'Subscription failed due to a card error, please retry.',
  paymentCardError: 'Payment failed due to a card error, please retry.',
  noCard: 'Please add a card to continue.',
  nothingToPay: 'There is no payment to retry for this program.',
  unknownIntent: 'This payment does not belong to this program.',
  notCancellable: 'This program cannot be cancelled.',
  notResumable: 'This subscription is not set to end.',
} as const;
