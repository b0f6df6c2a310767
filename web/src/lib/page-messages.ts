// The shell's and the shared components' texts that the first page does not show: the pages,
// modals and banners that load later (re-exported by messages.ts, whose rules they follow).

/** Words any screen may use (ours). */
export const sharedTexts = {
  loading: 'Loading',
} as const;

/** The shared form fields of components/forms (ours; the spec names the fields). */
export const formFieldTexts = {
  password: 'Password',
  confirmPassword: 'Confirm password',
  dateOfBirth: 'Date of birth',
  day: 'Day',
  month: 'Month',
  year: 'Year',
  // spec 5: birthdates read DD/MM/YYYY
  dayFormat: 'DD',
  monthFormat: 'MM',
  yearFormat: 'YYYY',
  country: 'Country',
  selectCountry: 'Select a country',
  loadingCountries: 'Loading countries…',
  noCountry: 'No country found',
  state: 'State',
  selectState: 'Select a state',
  noState: 'No state found',
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
  // ours
  lastUpdated: (date: string) => `Last updated ${date}`,
  termsTitle: 'Terms and conditions',
  dataSecurityTitle: 'Data security',
} as const;

/** The page filter (programs-and-commerce.md 2.16). */
export const pageFilterMessages = {
  filters: 'Filters',
  modalTitle: 'Filter',
  clear: 'Clear',
  apply: 'Apply Filter',
  // ours
  remove: (label: string) => `Remove filter ${label}`,
} as const;
