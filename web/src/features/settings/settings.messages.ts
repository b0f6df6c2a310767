import { PAYMENT_PROVIDER_NAME } from '@forma/contract/programs/programs.messages';
import { profileTexts } from '../accounts';

// The settings area's texts: the tab labels are the spec's (platform.md 2.4, 2.6, with the
// placeholders DECISIONS.md names); the rest are ours.

/** Every setting saves with the profile's 'Saved Changes' (platform.md 8). */
export const savedText = profileTexts.saved;

/** coach_profile_tab: the coach's Settings screen. */
export const coachSettingsTexts = {
  title: 'Settings',
  tabs: {
    info: 'General',
    settings: 'Emails',
    payouts: PAYMENT_PROVIDER_NAME,
    coaches: 'Coaches',
    subscription: 'Subscription',
    billing: 'Billing',
    questions: 'Questions',
    analytics: 'Google Tag Manager',
  },
  comingSoon: 'Coming soon',
} as const;

/** General: the account name. */
export const generalSettingsTexts = {
  accountName: 'Account name',
  accountNameHint: 'Shown to clients on your storefront, programs and e-mails.',
  saveChanges: 'Save changes',
} as const;

/** The e-mail switches (platform.md 3: daily summary, client activity and marketing e-mails). */
export const emailSettingsTexts = {
  dailySummary: 'Daily summary emails',
  dailySummaryHint: "A daily round-up of your clients' training and payments.",
  clientActivity: 'Client activity emails',
  clientActivityHint: 'When clients complete sessions, comment or post results.',
  marketing: 'Marketing emails',
  marketingHint: 'Product news, tips and offers.',
} as const;

/** Coaches: the owner invites and removes the coaches of a business account. */
export const coachesSettingsTexts = {
  inviteLabel: 'Invite a coach by email',
  invitePlaceholder: 'coach@example.com',
  send: 'Send invite',
  sent: (email: string) => `Invitation sent to ${email}`,
  ownerOnly: 'Only the owner of a business account can invite and manage its coaches.',
  loadFailed: 'Could not load the coaches of this account.',
  empty: 'No coaches yet. Invite your first coach above.',
  columns: { coach: 'Coach', role: 'Role', status: 'Status', actions: 'Actions' },
  roles: { owner: 'Owner', coach: 'Coach' },
  statuses: { pending: 'Pending', active: 'Active', declined: 'Declined' },
  remove: 'Remove',
  removeNamed: (email: string) => `Remove ${email}`,
  removeTitle: 'Remove coach?',
  removeBody: (name: string) =>
    `${name} will lose access to this account. Their programs stay with the account.`,
  cancel: 'Cancel',
} as const;

/** Subscription: the plan, its status and the free trial. */
export const subscriptionSettingsTexts = {
  plan: 'Plan',
  status: 'Status',
  trialOffer: (days: number) =>
    `Try PROFESSIONAL free for ${days} days: create programs, keep your own client list and link a bank account to get paid.`,
} as const;

/** settings/:tab for clients: default units, e-mails and privacy. */
export const clientSettingsTexts = {
  title: 'Settings',
  tabs: {
    units: 'Default units',
    emails: 'Emails',
    privacy: 'Privacy',
    calendar: 'Calendar feed',
  },
  weight: 'Weight',
  weightUnits: { kg: 'Kilograms (kg)', lb: 'Pounds (lb)' },
  length: 'Length',
  lengthUnits: { cm: 'Centimetres (cm)', in: 'Inches (in)' },
  showOnLeaderboards: 'Show me on leaderboards',
  showOnLeaderboardsHint: 'Your name and results appear on the leaderboards of your programs.',
  shareBodyMetrics: 'Share my body metrics with my coach',
  shareBodyMetricsHint: 'Your coach can see the body metrics you record.',
} as const;

/** The client's private calendar feed: subscribe from any calendar app. */
export const calendarFeedTexts = {
  title: 'Calendar feed',
  intro:
    'Your training in your own calendar: every training day shows as an all-day event, from the last two months to the furthest day you can see, and updates by itself.',
  address: 'Feed address',
  copy: 'Copy',
  copied: 'Copied',
  howTo: 'How to subscribe',
  steps: [
    'Google Calendar (on a computer): Other calendars, +, From URL, then paste the address.',
    'Apple Calendar: File, New Calendar Subscription (on iPhone: Settings, Calendar, Accounts, Add Account, Other, Add Subscribed Calendar), then paste the address.',
    'Outlook: Add calendar, Subscribe from web, then paste the address.',
  ],
  private:
    'Keep this address to yourself: anyone who has it can see your training. If you shared it by mistake, make a new link.',
  renew: 'Make a new link',
  renewTitle: 'Make a new link?',
  renewBody:
    'The current link stops working at once: calendars subscribed to it stop updating. Subscribe again with the new link.',
  cancel: 'Cancel',
  renewed: 'Your new link is ready. Subscribe to it from your calendar app.',
  loadFailed: 'Could not load your calendar feed. Please try again.',
} as const;
