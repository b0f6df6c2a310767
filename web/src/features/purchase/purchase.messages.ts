// The purchase area's texts. The spec's own texts of the public page, the purchase alerts and
// notices and the modals of programs-and-commerce.md 2.8 are shared with the server: they live in
// the contract (programs.messages.ts, public-plan.rules.ts) and are re-exported here.
export {
  modalTexts,
  purchaseMessages,
  purchaseNotices,
} from '@forma/contract/programs/programs.messages';
export { cardsMessages } from '@forma/contract/cards/cards.messages';
// The client's programs, checkout and payment pages (not the public page's first script).
export { checkoutTexts, myProgramsTexts, paymentTexts } from './purchase-pages.messages';
// The public page's modals (they load when first opened).
export { publicPlanModalTexts } from './public-plan-modals.messages';

/** The public program page: the texts the spec does not give (ours). */
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
} as const;
