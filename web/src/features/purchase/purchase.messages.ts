import { ACTION_LABELS } from '@forma/contract/purchase/public-plan.rules';

// The purchase area's texts. The spec's own texts of the public page, the purchase alerts and
// notices and the modals of programs-and-commerce.md 2.8 are shared with the server: they live in
// the contract (programs.messages.ts, public-plan.rules.ts) and are re-exported here.
export {
  modalTexts,
  purchaseMessages,
  purchaseNotices,
} from '@forma/contract/programs/programs.messages';
export { cardsMessages } from '@forma/contract/cards/cards.messages';

/** The public program page and its modals: the texts the spec does not give (ours). */
export const publicPlanTexts = {
  loadFailed: 'This program could not be found.',
  programType: (label: string) => `Program type: ${label}`,
  publicLink: 'Public link',
  copyLink: 'Copy the public link',
  copied: 'copied',
  free: 'Free',
  archivedPrice: 'Archived',
  pendingBadge: 'Pending',
  sendPriceChanged: 'Send price-changed message',
  pricePeriod: 'Billing period',
  overview: 'Overview',
  attachments: 'Attachments',
  by: 'Program by',
  seeMorePrograms: 'See More Programs',
  back: 'Back',
  info: {
    level: 'Required experience',
    dailyTime: 'Daily training time (min)',
    daysPerWeek: 'Days per week',
    sessions: 'Sessions',
    trial: 'Trial period',
    trialDays: (days: number) => `${days} days`,
    launch: 'Program launch date',
    scheduledTo: 'Training scheduled to',
    trainingStatus: 'Training status',
    buffer: 'Buffer in weeks',
  },
  levelOf: (level: number) => `${level} out of 5`,
  coachHelp: 'How clients see programs',
  here: 'here',
  archivedLink: "See the coach's other programs",
  paymentClickHere: 'Click here',
  waiverTitle: 'Waiver',
  accept: 'Accept',
  addToCalendarTitle: 'Add to calendar',
  addToCalendarBody: 'Choose the day your program starts.',
  cancel: 'Cancel',
  yesFree: 'Yes, get it for free',
  yesStart: 'Yes, start on this day',
  whatHappensNextTitle: 'What Happens Next',
  steps: [
    'Download the app and log in with the e-mail address you used here.',
    'Your program appears in your calendar from its start date.',
    'Complete your sessions and log your results: your coach sees your progress.',
  ],
  paymentStep: 'Your first payment is taken when the program starts.',
  appsTitle: 'Get the app',
  appStore: 'Download on the App Store',
  playStore: 'Get it on Google Play',
  appStoreBadge: { small: 'Download on the', big: 'App Store' },
  playStoreBadge: { small: 'Get it on', big: 'Google Play' },
  goToMyPrograms: 'Go to My programs',
  resumeTitle: 'Resume Subscription',
  resumeBody:
    'Restart the program from its first day, or continue where you left off before it was cancelled.',
  restart: 'Restart',
  continue: 'Continue',
  rescheduleTitle: 'Reschedule',
  rescheduleDate: 'Start date',
  dateFormat: 'DD/MM/YYYY',
  apply: 'Apply',
  cancelTitle: 'Cancel Subscription',
  cancelBody: (title: string) => `Do you want to cancel ${title}?`,
  cancelSecond: 'A free program ends at once: its training leaves your calendar from tomorrow.',
  yes: 'Yes',
  no: 'No',
  signInTitle: 'Log in to continue',
  signInBody: 'This program is private. Log in with the account the coach invited.',
  signInNoAccount: "Don't have an account?",
  signUpClient: 'Sign up',
  contactTitle: 'Contact the coach',
  contactBody: 'Ask the coach a question or ask to join this program.',
  contactLabel: 'Your message',
  contactPlaceholder: 'Write a message…',
  send: 'Send',
} as const;

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
