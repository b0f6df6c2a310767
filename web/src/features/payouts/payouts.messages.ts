import { PAYMENT_PROVIDER_NAME as STRIPE } from '@forma/contract/programs/programs.messages';
import { payoutsMessages } from '@forma/contract/payouts/payouts.messages';

// The payouts area's texts. The spec's own are marked; the rest are ours, with the facts of
// programs-and-commerce.md 9 (payouts every Wednesday, sales held up to 7 days, the bank account
// due within 21 days of the first sale) and DECISIONS.md (a 5% fee; Stripe's own fee apart).

/** DECISIONS.md "Platform fee". */
export const PLATFORM_FEE_PERCENT = 5;

/** `/stripe-onboarding` and its error page (platform.md 2.3). */
export const onboardingTexts = {
  redirecting: `Taking you to ${STRIPE}…`,
  redirectingHint: `You will come back here once ${STRIPE} has what it needs.`,
  errorTitle: `We could not connect you to ${STRIPE}`,
  errorBody: `Connecting your ${STRIPE} account did not work this time. Nothing was changed.`,
  tryAgain: 'Try again',
  backToSettings: 'Back to payout settings',
  backToPrograms: 'Go to my programs',
} as const;

/** The payouts tab when no account is connected. */
export const connectTexts = {
  title: `Get paid with ${STRIPE}`,
  intro: `Connect a ${STRIPE} account to sell paid programs. Your clients pay by card and ${STRIPE} pays the money into your bank account.`,
  facts: [
    'Payouts to your bank account every Wednesday.',
    `Forma takes a ${PLATFORM_FEE_PERCENT}% fee on each program payment.`,
    `${STRIPE} charges its own processing fee on each payment, separately.`,
    'New sales can be held for up to 7 days before they are paid out.',
    'Add your bank account within 21 days of your first sale, or the money goes back to your client.',
  ],
  connect: `Connect to ${STRIPE}`,
  existing: `I already have a ${STRIPE} account`,
  existingHint: `Use your own ${STRIPE} account: you will see its balance and payouts in ${STRIPE}'s dashboard.`,
} as const;

/** The payouts tab when an account is connected. */
export const accountTexts = {
  title: `Your ${STRIPE} account`,
  accountId: (id: string) => `Account ${id}`,
  status: 'Status',
  chargesEnabled: 'Charges enabled',
  chargesDisabled: 'Charges disabled',
  payoutsEnabled: 'Payouts enabled',
  payoutsDisabled: 'Payouts disabled',
  restricted: 'Restricted',
  requirementsTitle: `${STRIPE} needs a few more details`,
  requirementsIntro: `Until they are given, ${STRIPE} may pause your payments or payouts:`,
  requirementsDeadline: (day: string) => `Due by ${day}.`,
  /** programs-and-commerce.md 8, connected account (the spec's). */
  denied: payoutsMessages.deniedFields,
  deniedHint: `Correct them in your details, or contact ${STRIPE} support.`,
  completeDetails: 'Complete your details',
  allSet: `${STRIPE} has everything it needs.`,
  bankTitle: 'Bank account',
  bankMissing: 'No bank account yet. Add one to receive your payouts.',
  bankName: 'Bank',
  bankNumber: 'Account number',
  bankCurrency: 'Currency',
  unknownBank: 'Bank account',
  masked: (last4: string) => `•••• ${last4}`,
  updateBank: 'Update bank account',
  addBank: 'Add bank account',
  scheduleTitle: 'Payout schedule',
  schedule: {
    weekly: (day: string | null) => (day ? `Weekly on ${day}` : 'Weekly'),
    daily: 'Daily',
    monthly: 'Monthly',
    manual: 'Manual',
  },
  delay: (days: number) =>
    `A sale is paid out ${days} ${days === 1 ? 'day' : 'days'} after it is made, at the earliest.`,
  balanceTitle: 'Balance',
  available: 'Available',
  pending: 'Pending',
  pendingHint: 'Pending money becomes available once the sale clears.',
  noBalance: '—',
  payoutsTitle: 'Latest payouts',
  noPayouts: 'No payouts yet. Your first one comes on the Wednesday after your first sale clears.',
  columns: { date: 'Date', amount: 'Amount', status: 'Status' },
  payoutRow: (date: string, amount: string) => `Payout of ${amount} on ${date}`,
  payoutStatus: {
    paid: 'Paid',
    pending: 'Pending',
    in_transit: 'In transit',
    canceled: 'Canceled',
    failed: 'Failed',
  },
  dashboard: `Open your ${STRIPE} dashboard`,
  dashboardHint: `Your balance, payouts and bank details are in your own ${STRIPE} dashboard.`,
  loadFailed: `Could not load your ${STRIPE} account. Please try again.`,
  retry: 'Try again',
} as const;

/** Disconnecting (refused by the server while paid subscriptions are active). */
export const disconnectTexts = {
  action: `Disconnect ${STRIPE}`,
  title: `Disconnect ${STRIPE}?`,
  body: `Your programs can no longer be sold for a price until you connect again. Money already on its way to your bank is not affected.`,
  confirm: 'Disconnect',
  cancel: 'Cancel',
  done: `${STRIPE} is disconnected.`,
} as const;

/** The link offered with 'You must connect to Stripe...' where prices are set. */
export const connectLinkTexts = {
  label: `Connect to ${STRIPE}`,
  newTab: '(opens in a new tab)',
} as const;

/** What Stripe asks for, in words a coach knows, by the path Stripe names (most specific first). */
export const requirementLabelTexts: ReadonlyArray<readonly [prefix: string, label: string]> = [
  ['external_account', 'Bank account'],
  ['business_profile.url', 'Business website'],
  ['business_profile.product_description', 'Business description'],
  ['business_profile.mcc', 'Business category'],
  ['business_profile', 'Business details'],
  ['business_type', 'Business type'],
  ['individual.first_name', 'First name'],
  ['individual.last_name', 'Last name'],
  ['individual.dob', 'Date of birth'],
  ['individual.address', 'Home address'],
  ['individual.email', 'Email address'],
  ['individual.phone', 'Phone number'],
  ['individual.id_number', 'Identity number'],
  ['individual.ssn_last_4', 'Last 4 digits of the SSN'],
  ['individual.verification', 'Identity document'],
  ['individual', 'Personal details'],
  ['company.name', 'Company name'],
  ['company.tax_id', 'Company tax ID'],
  ['company.address', 'Company address'],
  ['company.phone', 'Company phone number'],
  ['company', 'Company details'],
  ['representative', 'Company representative'],
  ['owners', 'Company owners'],
  ['directors', 'Company directors'],
  ['tos_acceptance', `Acceptance of ${STRIPE}'s terms`],
];

/** Stripe's own dashboard, where a standard account's money is shown. */
export const STRIPE_DASHBOARD_URL = 'https://dashboard.stripe.com';
