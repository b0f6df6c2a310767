// Every user-facing text of the spec, word for word (platform.md; ARCHITECTURE.md "Rules of the house").
// Texts the spec leaves open are marked "ours".

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

/** Update-available prompt (platform.md 1, 2.16). */
export const updateMessages = {
  title: 'New System Update',
  // ours, around the spec's warning that unsaved changes will be lost
  body: 'A new version of the app is available. Reload now to get the latest version. Any unsaved changes will be lost.',
  cancel: 'Cancel',
  reloadNow: 'Reload now',
} as const;

export const notFoundMessages = {
  title: '404 error',
  body: "Sorry, we can't find this page.",
  action: 'Go to main page',
} as const;

export const comingSoonMessages = {
  body: 'This area is coming soon.',
  // ours
  back: 'Back to main page',
} as const;

export const desktopModalMessages = {
  title: 'I work better on desktop',
  // ours
  body: 'This screen has a lot going on. For the best experience, open it on a computer or a wider screen.',
  dontShowAgain: "Don't show again",
  ok: 'OK',
} as const;

/** Restricted popup for a business non-owner of a blocked account (platform.md 2.16, 6). */
export const restrictedMessages = {
  title: (kind: string) => `Your ${kind} is restricted`,
  // ours
  body: (owner: string | null) =>
    `The account's subscription is not active, so most features are paused. ${owner ? `Please contact ${owner}, the account owner, ` : 'Please contact the account owner '}to restore full access.`,
  gotIt: 'Got It!',
} as const;

/** System warnings (platform.md 8). */
export const systemWarningMessages = {
  missedPayment: 'You have missed a program payment - click here to resolve.',
  stripeVerification: 'Your Stripe connection requires your attention.',
  configureWebAddress:
    'Please configure a custom web address so that when clients access their web account or program links via this address, the site will update to show your branding, logos and colours.',
  appIconDeclined:
    "The uploaded App icon cannot be added to the application because it doesn't comply with App Store Guidelines.",
  appIconDeclinedLink: 'View details.',
  // ours
  resolve: 'Resolve',
} as const;

export const appIconDeclinedMessages = {
  title: 'App icon cannot be uploaded',
  body: "Uploaded app icon doesn't comply with following App Store Guidelines:",
} as const;

/** White-label trial warning (platform.md 2.11); its wording is not in the spec (ours). */
export const whiteLabelTrialMessages = {
  body: 'Your branding (logo, colours and web address) is part of your free trial. Upgrade to PROFESSIONAL to keep it after the trial ends.',
  action: 'Upgrade now',
} as const;

export const newUserMessages = {
  business: (title: string) => `You're ready to go ${title}!`,
  invited: (title: string) => `Congrats, we've added you into '${title}'.`,
  other: (name: string) => `You're ready to go ${name}!`,
} as const;

export const profileMessages = {
  passwordChanged: 'Your password has been changed',
  saved: 'Saved Changes',
  readyToGo: 'You are ready to go!',
} as const;

export const inviteMessages = {
  dailyLimit: 'Daily invite limit reached. Try again tomorrow.',
} as const;

export const mediaMessages = {
  processing:
    'This video has recently been uploaded and is still processing. Depending on the size it can take several minutes to process. Please try again later.',
} as const;

export const platformPlanMessages = {
  overFreeLimit: "You're over the FREE plan limit",
  paymentProblem: 'There is a problem with your recent payment...',
  upgradeNow: 'Upgrade now',
  upgradeNowCaps: 'Upgrade Now',
  renewNow: 'Renew now',
  checkNow: 'Check now',
  upgrade: 'Upgrade',
  // ours (coach_blocked page)
  blockedTitle: 'Your account is restricted',
  blockedBody:
    'Your subscription is not active, so creating programs, adding clients and most coaching tools are paused. Your programs and client data are safe.',
  emptyTitle: 'Start coaching with Forma',
  emptyBody:
    'Start your free 30-day trial to create programs, keep your own client list and connect a bank account to get paid.',
  benefits: [
    'Create and sell programs',
    'Keep your own client list',
    'Connect a bank account and get paid',
  ],
  startTrial: 'Start free trial',
  trialStarted: 'Your free trial has started. Enjoy!',
  seePlans: 'See plans',
  nonOwnerBody: (owner: string | null) =>
    `Only the account owner${owner ? ` (${owner})` : ''} can upgrade this account. Ask them to renew the subscription to restore full access.`,
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

/** Switch account modal (platform.md 2.12). */
export const switchAccountMessages = {
  title: 'Switch account',
  coach: 'Coach',
  createBrand: 'Create a brand',
  cancel: 'Cancel',
  // ours
  clients: (count: number) => `${count} ${count === 1 ? 'client' : 'clients'}`,
  current: 'Current',
  trialActive: 'Trial',
  trialEnded: 'Trial ended',
  loadFailed: 'Could not load your accounts.',
  empty: 'You have no other accounts yet.',
} as const;

/** Welcome popup on /coach/programs/active/ready (DECISIONS.md). */
export const welcomeMessages = {
  // ours, around the two actions DECISIONS.md names
  title: 'Welcome to Forma!',
  body: 'Your coaching space is ready. Create your first program or take a two-minute tour of the platform.',
  createFirstProgram: 'Create your first program',
  watchTour: 'Watch the video tour',
} as const;

export const programsMessages = {
  title: 'Programs',
  emptyTitle: 'Create your first program',
  // ours
  emptyBody: 'Build a training program, publish it and start signing up clients.',
  newProgram: 'New program',
  clientTitle: 'My programs',
  clientEmptyTitle: 'No programs yet',
  clientEmptyBody: 'When you join a program from your coach it will show up here.',
  active: 'Active',
  past: 'Past',
  invites: 'Invites',
  attention: 'Needs attention',
  // ours: the programs area
  archived: 'Archived',
  search: 'Search programs',
  colTitle: 'Program',
  colPrice: 'Price',
  colStatus: 'Status',
  colClients: 'Clients',
  colActions: 'Actions',
  free: 'Free',
  menuLabel: (title: string) => `Actions for ${title}`,
  edit: 'Edit',
  clone: 'Clone',
  archive: 'Archive',
  restore: 'Restore',
  delete: 'Delete',
  mute: 'Mute notifications',
  unmute: 'Unmute notifications',
  preview: "Client's preview",
  clients: 'Clients',
  signUpClients: 'Sign up new clients',
  copyTo: 'Copy to…',
  copy: 'Copy',
  copyTitle: 'Copy to another account',
  copyBody: (title: string) =>
    `A draft copy of ${title}, with its settings, prices and tracks, is made in the account you choose.`,
  copyAccount: 'Account',
  copyAccountPlaceholder: 'Choose an account',
  copyNoAccounts: 'You have no other account to copy this program to.',
  copied: (title: string, account: string) => `${title} was copied to ${account} as a draft.`,
  blockDownloads: 'Block new downloads',
  blockSubscriptions: 'Block new subscriptions',
  makeAvailable: 'Make available',
  blocked: 'Blocked for new clients',
  deleteTitle: 'Delete program',
  deleteBody: (title: string) => `Delete ${title}? This cannot be undone.`,
  cancel: 'Cancel',
  loadFailed: 'Could not load your programs.',
  noResults: 'No programs match.',
  attentionEmpty: 'No program needs attention.',
  done: {
    clone: 'Program cloned.',
    delete: 'Program deleted.',
    archive: 'Program archived.',
    restore: 'Program restored.',
    mute: 'Notifications muted.',
    unmute: 'Notifications unmuted.',
    block_downloads: 'Downloads blocked.',
    block_subscriptions: 'Subscriptions blocked.',
    make_available: 'Program available again.',
  },
} as const;

export const cookieMessages = {
  // ours
  title: 'Cookie settings',
  body: 'We use cookies to keep you signed in and to make Forma work. With your consent we also use cookies to remember your preferences (such as live support chat) and to understand how the product is used.',
  necessary: 'Strictly necessary',
  necessaryHint: 'Needed for sign-in and security. Always on.',
  preferences: 'Preferences',
  preferencesHint: 'Remember your choices and enable the live support chat.',
  analytics: 'Analytics',
  analyticsHint: 'Help us understand how the product is used.',
  save: 'Save settings',
  supportTitle: 'Chat to the team',
  supportBody:
    'Our team is here to help. Write to us and we will get back to you within one business day.',
  supportEmail: 'Email support',
} as const;

export const staticPageMessages = {
  comingSoon: 'Coming soon',
} as const;

export const routeErrorMessages = {
  // ours
  title: 'Something went wrong',
  body: 'The page could not be loaded. Check your connection and try again.',
  retry: 'Try again',
} as const;

/**
 * Media library modal, resources page, attachments list and lightbox (programs-and-commerce.md
 * 2.13, 2.14, 4.9, 8; platform.md 2.15). The contract's mediaMessages hold the rest.
 */
export const mediaTexts = {
  myLibrary: 'My Library',
  productLibrary: (product: string) => `${product} Library`,
  search: 'Search…',
  filters: 'Filters',
  typeLabels: { video: 'Video', video_link: 'Video link', image: 'Image', other: 'Files' },
  fileName: 'File Name',
  loading: 'LOADING',
  uploadFromDevice: 'Upload from device',
  uploading: (name: string) => `Uploading file: ${name}`,
  uploaded: (name: string) => `Uploading file: ${name} uploaded.`,
  timeoutShort: 'Timeout error',
  done: 'Done',
  cancel: 'Cancel',
  addResource: 'Add resource',
  partnerNote: (partner: string) =>
    `Only Resource's added from the '${partner}' tab will be visible for affiliates. Any Resource's added from 'My Library' will be removed.`,
  attachmentsMedia: 'Media',
  attachmentsFiles: 'Files',
  setTitleMedia: 'Set as Title media',
  removeTitleMedia: 'Remove as Title media',
  titleBadge: 'Title',
  showAll: 'Show all',
  showLess: 'Show less',
  // ours
  addTitle: 'Add resources',
  uploadTitle: 'Upload resources',
  typeFilter: 'Type',
  videoLinkLabel: 'Add a video link',
  videoLinkPlaceholder: 'Paste a YouTube or Vimeo link',
  addLink: 'Add link',
  dropHint: 'Drag files here or click to choose them. Up to 500 MB each.',
  emptyTitle: 'No resources yet',
  emptyBody: 'Upload files or add a video link to build your library.',
  emptySearchTitle: 'Nothing found',
  emptySearchBody: 'No resources match your search or filters.',
  noFiles: 'No files',
  duration: 'Duration',
  size: 'Size',
  select: (title: string) => `Select ${title}`,
  deleteItem: (title: string) => `Delete ${title}`,
  removeUpload: (name: string) => `Remove ${name}`,
  removeFilter: (label: string) => `Remove filter ${label}`,
  sortedAsc: 'sorted A to Z',
  sortedDesc: 'sorted Z to A',
  leave: 'Leave',
  newBadge: 'New',
  pageTitle: 'Resources',
  pageAddResources: 'Add resources',
  selectedTitle: 'Selected resources',
  selectedEmpty: 'Resources you add show up here. Drag them to change their order.',
  deleteConfirmTitle: 'Delete resource',
  deleteConfirmBody: (title: string) =>
    `Delete ${title} from your library? Programs and messages that use it will no longer show it.`,
  delete: 'Delete',
  open: (title: string) => `Open ${title}`,
  download: (name: string) => `Download ${name}`,
  remove: (title: string) => `Remove ${title}`,
  dragHandle: (title: string) => `Drag ${title}`,
  close: 'Close',
} as const;

/** Accessible names of controls whose visible label is an icon or a changing name (issue 10). */
export const controlNames = {
  close: 'Close',
  accountMenu: 'Account menu',
  calendar: {
    previousMonth: 'Previous month',
    nextMonth: 'Next month',
    previousYear: 'Previous year',
    nextYear: 'Next year',
    previousDecade: 'Previous decade',
    nextDecade: 'Next decade',
  },
} as const;
