// The texts of the app shell and of the shared components (components/), the spec's word for word
// (platform.md; ARCHITECTURE.md "Rules of the house"); texts the spec leaves open are marked
// "ours". Each feature keeps its own in features/<area>/<area>.messages.ts.

// The texts of later pages and signed-in parts, in a file of their own so that the first
// script (the public program page's) does not carry them (issue 24).
export {
  appIconDeclinedMessages,
  comingSoonMessages,
  cookieMessages,
  desktopModalMessages,
  formFieldTexts,
  notFoundMessages,
  pageFilterMessages,
  restrictedMessages,
  sharedTexts,
  staticPageMessages,
  switchAccountMessages,
  systemWarningMessages,
  updateMessages,
  whiteLabelTrialMessages,
} from './page-messages';

/** Alert default titles (platform.md 8). */
export const alertTitles = {
  warn: 'Warning!',
  info: 'Info message!',
  congrats: 'Congrats!',
  error: 'Whoops!',
} as const;

/** Global handling of failed calls (platform.md 8). */
export const failureMessages = {
  notFound: 'Not Found',
  forbidden: 'Forbidden: Access is denied',
  unauthorized: 'Access is denied. Try to reload the page.',
  notAcceptable: 'Access is denied',
  requestFailed: 'Request failed',
  // ours: a failed call whose answer carries no message
  requestFailedWithStatus: (status: number) => `Request failed with status ${status}`,
} as const;

/** Time a failure toast stays on screen (platform.md 9). */
export const ERROR_TOAST_MS = 5000;

export const networkMessages = {
  offline: 'There is no internet connection.',
  multipleTabsTitle: 'It looks like you have multiple pages open',
  // ours
  multipleTabsBody:
    'To keep your work safe, only one page can be active at a time. Reload this page to keep working here, or close this tab.',
  reload: 'Reload',
} as const;

/** Header, menus and footer (platform.md 2.10, 2.16). */
export const menuMessages = {
  myProfile: 'My profile',
  myAccounts: 'My accounts',
  whatsNew: "What's New",
  helpCentre: 'Help Centre',
  chatToTheTeam: 'Chat to the team',
  talkToSupport: 'Talk to support',
  demoVideos: 'Demo Videos',
  logOut: 'Log out',
  logOutNote: 'You will be logged out from all accounts.',
  dashboard: 'Dashboard',
  settings: 'Settings',
  notifications: 'Notifications',
  chat: 'Chat',
  programming: 'Programming',
  programs: 'Programs',
  exercises: 'Exercises',
  challenges: 'Challenges',
  leaderboards: 'Leaderboards',
  templates: 'Templates',
  resources: 'Resources',
  clients: 'Clients',
  storefront: 'Storefront',
  marketing: 'Marketing',
  yourStorefront: 'Your Storefront',
  coupons: 'Coupons',
  customisation: 'Customisation',
  zapier: 'Zapier integration',
  help: 'Help',
  connectStripe: 'Connect to Stripe',
  downloadApp: 'Download the app',
  profile: 'Profile',
  billing: 'Billing',
  calendar: 'Calendar',
  switchAccount: 'Switch account',
  logIn: 'Log in',
  signUp: 'Sign up',
  menu: 'Menu',
} as const;

export const footerMessages = {
  cookieSettings: 'Cookie settings',
  coachTerms: 'Coach terms',
  clientTerms: 'Client terms',
  terms: 'Terms and conditions',
  privacyPolicy: 'Privacy policy',
} as const;

export const routeErrorMessages = {
  // ours
  title: 'Something went wrong',
  body: 'The page could not be loaded. Check your connection and try again.',
  retry: 'Try again',
} as const;

/** Accessible names of controls whose visible label is an icon or a changing name (issue 10). */
export const controlNames = {
  close: 'Close',
  accountMenu: 'Account menu',
  /** The dropdown (a dialog) of every date picker input. */
  datePicker: 'Choose a date',
  calendar: {
    previousMonth: 'Previous month',
    nextMonth: 'Next month',
    previousYear: 'Previous year',
    nextYear: 'Next year',
    previousDecade: 'Previous decade',
    nextDecade: 'Next decade',
  },
} as const;
