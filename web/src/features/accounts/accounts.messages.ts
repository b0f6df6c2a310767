// The accounts area's texts: the person's profile and their accounts. Spec wording where the spec
// gives one (platform.md 2.12, 8); the others are ours.

/** Profile saves (platform.md 8). */
export const profileTexts = {
  passwordChanged: 'Your password has been changed',
  saved: 'Saved Changes',
  readyToGo: 'You are ready to go!',
} as const;

/** The profile pages: the client's (user_profile_info) and the coach's own (coach_my_profile_info). */
export const profilePageTexts = {
  clientTitle: 'Profile',
  clientDescription: 'Your details, shared with your coaches.',
  coachTitle: 'My profile',
  coachDescription: 'Your personal details. Clients see your name and photo.',
  personalDetails: 'Personal details',
  aboutYou: 'About you',
  autosaves: 'Changes save automatically.',
  socialLinks: 'Social links',
  socialLinksHint: 'Shown on your storefront. Each link saves when you leave its field.',
  password: 'Password',
  deleteAccount: 'Delete account',
  firstName: 'First name',
  lastName: 'Last name',
  currency: 'Currency',
  platformCurrency: 'Platform currency',
  platformCurrencyHint: 'The currency your programs are priced in.',
  saveChanges: 'Save changes',
  uploadPhoto: 'Upload photo',
  photoHint: 'JPG, PNG, GIF or WebP. A square image works best.',
  gender: 'Gender',
  currentPassword: 'Current password',
  changePassword: 'Change password',
} as const;

/** Social links of the coach's storefront, by social type. */
export const socialLinkTexts = {
  labels: {
    website: 'Website',
    instagram: 'Instagram',
    facebook: 'Facebook',
    twitter: 'X (Twitter)',
    youtube: 'YouTube',
    tiktok: 'TikTok',
  },
  placeholder: 'https://',
  invalid: 'Enter a full link, starting with https://',
} as const;

/** Deleting the account: typing 'DELETE' confirms it (platform.md 5). */
export const deleteAccountTexts = {
  warning:
    'Deleting your account removes your profile, training history and messages. This cannot be undone.',
  open: 'Delete account',
  title: 'Delete your account?',
  bodyBefore:
    'This permanently deletes your account. Active subscriptions must be cancelled first. To confirm, type',
  bodyAfter: 'below.',
  typeToConfirm: (word: string) => `Type ${word} to confirm`,
  cancel: 'Cancel',
  confirm: 'Delete my account',
} as const;

/** The update-your-profile modal (platform.md 5). */
export const updateProfileTexts = {
  title: 'Update your profile',
  intro: 'Tell us a little about yourself so your coach can tailor your training.',
  genderRequired: 'Please choose an option',
  continue: 'Continue',
} as const;

/** My accounts (platform.md 2.12: its columns and actions; a private account reads 'Coach'). */
export const myAccountsTexts = {
  title: 'My accounts',
  description:
    'Your profile, the business accounts you belong to and invitations from other teams.',
  createAccount: 'Create account',
  loadFailed: 'Could not load your accounts.',
  kinds: { private: 'Coach', brand: 'Brand', gym: 'Gym', team: 'Team' },
  roles: { owner: 'Owner', coach: 'Coach' },
  columns: {
    name: 'Account name',
    launchDate: 'Launch date',
    status: 'Account status',
    role: 'My role',
    actions: 'Actions',
  },
  launchDateOf: (date: string) => `Launch date: ${date}`,
  roleOf: (role: string) => `My role: ${role}`,
  integration: 'Integration',
  integrationFor: (name: string) => `Integration for ${name}`,
  accept: 'Accept',
  acceptInvitation: (name: string) => `Accept invitation to ${name}`,
  decline: 'Decline',
  declineInvitation: (name: string) => `Decline invitation to ${name}`,
  current: 'Current',
  goToAccount: 'Go to account',
  goToAccountNamed: (name: string) => `Go to account ${name}`,
} as const;

/** create-account: the kinds of business account. */
export const createAccountTexts = {
  title: 'Create a new account',
  subtitle:
    'Add a business account alongside your profile. You can switch between accounts at any time.',
  brand: 'Brand',
  brandHint: 'Sell programs under your brand and invite coaches to deliver them.',
  gym: 'Gym',
  gymHint: "Run your gym's programming and members online, with your coaches.",
  team: 'Team',
  teamHint: 'Coach together with other coaches in one shared account.',
} as const;

/** onboarding-business-setup/:type: a brand or gym account's name, country and currency. */
export const businessSetupTexts = {
  nouns: { brand: 'brand', gym: 'gym' },
  title: (noun: string) => `Set up your ${noun}`,
  subtitle: (noun: string) =>
    `Tell us about your ${noun}. You can change these details later in settings.`,
  accountName: 'Account name',
  accountNameHint: (noun: string) => `Your ${noun}'s name, as clients will see it.`,
  currency: 'Currency',
  currencyHint: 'The currency your programs are priced in.',
  currencyRequired: 'Currency is required',
  create: (noun: string) => `Create ${noun}`,
  back: 'Back',
} as const;

/** An address that must be confirmed before what was sent to it opens (ours). */
export const confirmEmailTexts = {
  title: 'Confirm your e-mail address',
  resend: 'Send the confirmation email again',
  invitations:
    'Invitations sent to your e-mail address show here once you confirm it. Open the link in the confirmation email we sent you.',
  program:
    'This program is open to your e-mail address. Confirm your address to join it: open the link in the confirmation email we sent you.',
} as const;

/** New-user notices (platform.md 8). */
export const newUserTexts = {
  business: (title: string) => `You're ready to go ${title}!`,
  invited: (title: string) => `Congrats, we've added you into '${title}'.`,
  other: (name: string) => `You're ready to go ${name}!`,
} as const;
