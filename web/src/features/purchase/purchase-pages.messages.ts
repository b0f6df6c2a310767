// The texts of the client's My programs, the checkout and the paid checkout's steps, re-exported
// by purchase.messages.ts. A file of its own so that the first script, which carries the public
// program page and its texts, does not carry these (issue 24).
import { ACTION_LABELS } from '@forma/contract/purchase/public-plan.rules';

/** The client's My programs (ours: the spec leaves the layout out). */
export const myProgramsTexts = {
  title: 'My programs',
  tabs: { active: 'Active', past: 'Past', invites: 'Invites' },
  emptyTitle: 'No programs yet',
  emptyBody: 'When you join a program from your coach it will show up here.',
  loadFailed: 'Could not load your programs.',
  actions: {
    calendar: ACTION_LABELS.calendar,
    start: ACTION_LABELS.startProgram,
    resume: 'Resume',
    pay: 'Update payment',
    view: 'View program',
  },
  openInvite: 'Open the program',
  reschedule: ACTION_LABELS.reschedule,
  cancel: 'Cancel program',
  by: (coach: string) => `by ${coach}`,
} as const;

/** The checkout (plan_purchase_form); ours, the spec names only what it mentions. */
export const checkoutTexts = {
  title: 'Checkout',
  stepWaiver: 'Read and accept the waiver.',
  stepStartDate: 'Choose the day your program starts.',
  stepNext: 'See What Happens Next and get the app.',
  alreadyYours: 'This program is already yours.',
  backToProgram: 'Back to the program',
} as const;

/** The paid checkout and the card steps around it (ours, but the spec's words where it has them). */
export const paymentTexts = {
  pricePeriod: 'Billing period',
  startDate: 'Start date',
  startsOnLaunch: (day: string) => `Starts on the program's launch date, ${day}.`,
  trialFirstPayment: (days: number, price: string, day: string) =>
    `Nothing is charged today. After your ${days}-day free trial, your first payment of ${price} is taken on ${day}; cancel before then and you pay nothing.`,
  chooseStartDate: 'Choose a start date',
  changeStartDate: 'Change',
  resumeHeading: 'Restart or continue',
  resumeNotChosen: 'Restart the program from Day 1, or continue where you left off.',
  continuesFrom: (day: string) =>
    `Continue where you left off: the program keeps its start date, ${day}.`,
  restartsFromDayOne: 'Restart from Day 1 on the start date you choose.',
  chooseResume: 'Choose',
  changeResume: 'Change choice',
  card: 'Card',
  savedCards: 'Pay with',
  cardLabel: (brand: string, last4: string, month: number, year: number) =>
    `${brand} •••• ${last4} exp ${String(month).padStart(2, '0')}/${String(year).slice(-2)}`,
  defaultCard: 'Default',
  newCard: 'Use a new card',
  cardsFailed: 'Your saved cards could not be loaded.',
  cardFormFailed: 'The card form could not be loaded. Please try again.',
  addCardTitle: 'Add a card',
  addCardBody: 'Add a card to pay for this program. It becomes your default card with this coach.',
  editCardTitle: 'Update your card',
  editCardBody: 'Your card needs updated billing details before it can be charged.',
  authenticating: 'Confirming your payment…',
  paymentInformationTitle: 'Payment Information',
  pastDue:
    'A recent payment for this program failed. Your training stops reaching your calendar until it is paid.',
  incomplete: 'Your last payment was declined, so your subscription has not started.',
  retryHint: 'Retry the payment with your default card, or set up a new card first.',
  defaultCardIs: (card: string) => `Default card: ${card}`,
  retryPayment: 'Retry payment',
  setUpNewCard: 'Set up new card',
} as const;
