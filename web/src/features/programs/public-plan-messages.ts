import { ACTION_LABELS } from '@forma/contract/programs/public-plan.rules';

// Texts of the public program page the spec does not give (ours); the spec's own texts come from
// the contract (programs.messages.ts, public-plan.rules.ts).
export const publicMessages = {
  loadFailed: 'This program could not be found.',
  programType: (label: string) => `Program type: ${label}`,
  free: 'Free',
  overview: 'Overview',
  by: 'Program by',
  waiverTitle: 'Waiver',
  accept: 'Accept',
  addToCalendarTitle: 'Add to calendar',
  addToCalendarBody: 'Choose the day your program starts.',
  cancel: 'Cancel',
  yesFree: 'Yes, get it for free',
  whatHappensNextTitle: 'What Happens Next',
  steps: [
    'Download the app and log in with the e-mail address you used here.',
    'Your program appears in your calendar from its start date.',
    'Complete your sessions and log your results: your coach sees your progress.',
  ],
  paymentStep: 'Your first payment is taken when the program starts.',
  appStore: 'App Store',
  playStore: 'Google Play',
  goToMyPrograms: 'Go to My programs',
  notAvailableYet: 'This action is not available yet.',
} as const;

// Client's My programs (ours: the spec leaves the layout out).
export const myProgramsMessages = {
  loadFailed: 'Could not load your programs.',
  actions: {
    calendar: ACTION_LABELS.calendar,
    start: ACTION_LABELS.startProgram,
    resume: 'Resume',
    pay: 'Update payment',
    view: 'View program',
  },
  cancel: 'Cancel program',
  cancelTitle: 'Cancel program',
  cancelBody: (title: string) => `Cancel ${title}? Its training leaves your calendar.`,
  yes: 'Yes, cancel',
  no: 'No',
} as const;
