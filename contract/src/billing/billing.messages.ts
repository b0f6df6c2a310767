/** Texts of the billing history both sides show (ours: the spec names the tab, not its words). */
export const billingMessages = {
  receiptEmailed: (email: string) => `The receipt was sent to ${email}.`,
  noReceipt: 'There is no receipt for this payment.',
  tooManyReceiptEmails: 'This receipt was sent a few times already. Please try again later.',
} as const;

/** What a payment was for, by the price option's period ('One-off purchase' for one_off). */
export const paymentDescriptions = {
  weekly: 'Weekly subscription',
  biweekly: 'Two-weekly subscription',
  four_weekly: 'Four-weekly subscription',
  monthly: 'Monthly subscription',
  bimonthly: 'Two-monthly subscription',
  quarterly: 'Quarterly subscription',
  biannual: 'Six-monthly subscription',
  yearly: 'Yearly subscription',
  one_off: 'One-off purchase',
  subscription: 'Subscription',
} as const;
