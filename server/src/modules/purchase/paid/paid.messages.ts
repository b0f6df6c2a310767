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
  switchOnlySubscription: 'Only a subscription can switch to another price option.',
  switchOnlyActive: 'Only an active subscription can switch to another price option.',
  switchWhileEnding:
    'This subscription is set to end. Resume it before switching to another price option.',
  switchNotAnOption: 'This price option is not one of this program’s.',
  switchOnlyRecurring: 'A subscription can only switch to another recurring price option.',
  switchSamePrice: 'Your subscription is already on this price option.',
  switchOtherCurrency: 'This price option is in another currency than your subscription.',
} as const;

type MissedPaymentMail = { firstName: string; planTitle: string };

/** The e-mails of a missed renewal (4.7): the failure, the last retry, the automatic cancellation. */
export const paidMails = {
  paymentFailed: (input: MissedPaymentMail) => ({
    subject: `Your payment for ${input.planTitle} failed`,
    greeting: `Hello ${input.firstName},`,
    paragraphs: [
      `We could not take your payment for ${input.planTitle}, so your training is paused.`,
      'We will try your card again over the next 7 days. To resume now, retry the payment or change your card on the program page; if the payment is still missing after 7 days, the subscription is cancelled.',
    ],
    actionLabel: 'Resolve the payment',
  }),
  lastRetryFailed: (input: MissedPaymentMail) => ({
    subject: `Last attempt: your payment for ${input.planTitle} failed again`,
    greeting: `Hello ${input.firstName},`,
    paragraphs: [
      `Our last automatic attempt to take your payment for ${input.planTitle} failed.`,
      'Retry the payment or change your card on the program page now, or the subscription is cancelled.',
    ],
    actionLabel: 'Resolve the payment',
  }),
  autoCanceled: (input: MissedPaymentMail) => ({
    subject: `Your subscription to ${input.planTitle} was cancelled`,
    greeting: `Hello ${input.firstName},`,
    paragraphs: [
      `Your payment for ${input.planTitle} was still missing 7 days after it failed, so the subscription has been cancelled and you will not be charged again.`,
      'You can subscribe again from the program page whenever you like.',
    ],
    actionLabel: 'Open the program',
  }),
} as const;

type CoachMail = { coachFirstName: string; client: string; planTitle: string };

/** The coach's e-mails of a client's missed renewal: the failure and the automatic cancellation. */
export const coachPaidMails = {
  paymentFailed: (input: CoachMail) => ({
    subject: `${input.client} missed a payment for ${input.planTitle}`,
    greeting: `Hello ${input.coachFirstName},`,
    paragraphs: [
      `${input.client}'s payment for ${input.planTitle} failed, so their training is paused.`,
      'We have asked them to retry or change their card and will try the card again over the next 7 days; if the payment is still missing then, the subscription is cancelled.',
    ],
    actionLabel: "Open the program's clients",
  }),
  autoCanceled: (input: CoachMail) => ({
    subject: `${input.client}'s subscription to ${input.planTitle} was cancelled`,
    greeting: `Hello ${input.coachFirstName},`,
    paragraphs: [
      `${input.client}'s payment for ${input.planTitle} was still missing 7 days after it failed, so the subscription has been cancelled automatically.`,
      'They can subscribe again from the program page whenever they like.',
    ],
    actionLabel: "Open the program's clients",
  }),
} as const;
