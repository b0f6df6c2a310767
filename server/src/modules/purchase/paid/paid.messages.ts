/** The payments area's refusals (spec 8, purchase and subscription messages). */
export const paidMessages = {
  subscriptionCardError: 'Subscription failed due to a card error, please retry.',
  paymentCardError: 'Payment failed due to a card error, please retry.',
  noCard: 'Please add a card to continue.',
  nothingToPay: 'There is no payment to retry for this program.',
  unknownIntent: 'This payment does not belong to this program.',
  notCancellable: 'This program cannot be cancelled.',
  notResumable: 'This subscription is not set to end.',
  alreadyRefunded: 'This payment has already been refunded.',
  nothingToRefund: 'There is no payment to refund for this client.',
  refundTooLarge: (most: string) => `The refund cannot be more than ${most}.`,
  refundOnlyNow: 'A refund can only be made when the membership is cancelled now.',
  onlyNow: 'This membership can only be cancelled now.',
} as const;
