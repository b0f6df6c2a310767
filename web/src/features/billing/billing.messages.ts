// The billing screens' texts. The notices and the card-removal refusal are spec 8's, word for word
// (programs-and-commerce.md 8, also in contract/src/cards/cards.messages.ts); the rest is ours.
import { cardsMessages } from '@forma/contract/cards/cards.messages';

export const billingTexts = {
  title: 'Billing',
  tabsLabel: 'Billing sections',
  tabs: { purchases: 'Purchases', payment: 'Payment methods', history: 'History' },
  loadFailed: 'This could not be loaded. Please try again.',
} as const;

export const historyTexts = {
  heading: 'Payment history',
  listLabel: 'Your payments',
  emptyTitle: 'No payments yet',
  emptyBody: 'Payments for the programs you buy appear here, each with its receipt.',
  columns: {
    date: 'Date',
    program: 'Program',
    description: 'Description',
    amount: 'Amount',
    status: 'Status',
    receipt: 'Receipt',
  },
  soldBy: (seller: string) => `Sold by ${seller}`,
  period: (start: string, end: string) => `${start} – ${end}`,
  refunded: (amount: string) => `${amount} refunded`,
  viewReceipt: 'View receipt',
  viewReceiptOf: (title: string, date: string) => `View receipt for ${title}, ${date}`,
  status: {
    paid: 'Paid',
    refunded: 'Refunded',
    partially_refunded: 'Partially refunded',
    failed: 'Failed',
  },
} as const;

export const receiptTexts = {
  title: 'Receipt',
  number: (number: string) => `Receipt ${number}`,
  back: 'Back to payment history',
  print: 'Print',
  email: 'Email me this receipt',
  notFound: 'This receipt could not be found.',
  date: 'Date paid',
  seller: 'Sold by',
  buyer: 'Billed to',
  paymentMethod: 'Payment method',
  card: (brand: string, last4: string) => `${brand} ending in ${last4}`,
  item: 'Item',
  period: 'Period',
  amount: 'Amount',
  refunded: 'Refunded',
  totalPaid: 'Total paid',
  status: 'Status',
} as const;

export const paymentMethodsTexts = {
  heading: 'Payment methods',
  intro: 'Cards are saved separately for each coach you pay.',
  emptyTitle: 'No saved cards',
  emptyBody: 'Cards you save when you buy a program appear here.',
  cardsOf: (coach: string) => `Cards saved for ${coach}`,
  cardName: (brand: string, last4: string) => `${brand} •••• ${last4}`,
  expires: (month: number, year: number) => `Expires ${String(month).padStart(2, '0')}/${year}`,
  defaultBadge: 'Default',
  addCard: 'Add card',
  addCardFor: (coach: string) => `Add card for ${coach}`,
  editDetails: 'Edit billing details',
  replaceCard: 'Replace card',
  remove: 'Remove',
  cardActions: (card: string) => `Actions for ${card}`,
  addTitle: 'Add card',
  replaceTitle: (card: string) => `Replace ${card}`,
  editTitle: 'Edit billing details',
  removeTitle: 'Remove card',
  removeBody: (card: string) => `Remove ${card}? It can no longer be used for payments.`,
  removeConfirm: 'Remove card',
  cancel: 'Cancel',
  added: cardsMessages.added,
  updated: cardsMessages.updated,
  removed: cardsMessages.removed,
} as const;

/** Stripe's brand ids (spec 3 "Payment card") as a client reads them. */
export const CARD_BRAND_LABELS: Record<string, string> = {
  visa: 'Visa',
  amex: 'American Express',
  diners: 'Diners Club',
  discover: 'Discover',
  jcb: 'JCB',
  mastercard: 'Mastercard',
  unionpay: 'UnionPay',
  cartes_bancaires: 'Cartes Bancaires',
  unknown: 'Card',
};

export const purchasesTexts = {
  heading: 'Purchases',
  listLabel: 'Your purchases',
  emptyTitle: 'No purchases yet',
  emptyBody: 'Programs you pay for appear here with their subscription.',
  columns: {
    program: 'Program',
    coach: 'Coach',
    status: 'Status',
    price: 'Price',
    billing: 'Billing',
    actions: 'Actions',
  },
  perPeriod: (price: string, period: string) => `${price} / ${period}`,
  nextPayment: (day: string) => `Next payment ${day}`,
  firstPayment: (day: string) => `First payment ${day}`,
  endsOn: (day: string) => `Ends on ${day}`,
  accessUntil: (day: string) => `Access until ${day}`,
  paidOnce: 'Paid once',
  missedPayment: 'A payment was missed: open the program to pay.',
  viewProgram: 'View program',
  viewProgramOf: (title: string) => `View program ${title}`,
  cancelSubscription: 'Cancel subscription',
  resumeSubscription: 'Resume subscription',
  cancelTitle: 'Cancel subscription',
  cancelBody: (title: string, end: string | null) =>
    end
      ? `Cancel your subscription to ${title}? You keep access until ${end} and are not charged again.`
      : `Cancel your subscription to ${title}? You are not charged again.`,
  cancelConfirm: 'Cancel subscription',
  keep: 'Keep subscription',
  // spec 8 success notices
  cancelled: 'Program successfully cancelled.',
  resumed: 'Subscription successfully resumed.',
  // Switching the billing period (ours: the spec has no client screen for it)
  changeBilling: 'Change billing',
  switchTitle: 'Change billing',
  switchIntro: (title: string) => `Choose how often you pay for ${title}.`,
  switchOptions: 'Billing period',
  currentOption: 'Current',
  scheduledOption: 'Scheduled',
  takesEffect: (day: string, trialing: boolean) =>
    trialing
      ? `The new price applies from ${day}, when your trial ends.`
      : `The new price applies from ${day}, when your current period ends.`,
  switchConfirm: 'Switch',
  switchBack: 'Cancel',
  switchesTo: (price: string, day: string) => `Switches to ${price} on ${day}`,
  keepBilling: 'Keep current billing',
  keepBillingTitle: 'Keep current billing',
  keepBillingBody: (title: string, current: string, next: string) =>
    `Keep paying ${current} for ${title}? The switch to ${next} will not happen.`,
  keepBillingConfirm: 'Keep current billing',
  keepBillingBack: 'Go back',
} as const;
