// Texts of programs-and-commerce.md 2.7, 2.8, 4.4, 5 and 8, word for word (an ending '...' is
// the spec's own). Texts the spec does not give are marked "product's own".

import { PAYMENT_PROVIDER_NAME } from '../payouts/payouts.messages.ts';

export { PAYMENT_PROVIDER_NAME };
export { purchaseMessages, purchaseNotices } from './purchase.messages.ts';

export const priceMessages = {
  required: 'Please enter a valid value.',
  max: (maxValue: string) => `Price must be less than ${maxValue}`,
  zero: "Price can't be 0.",
  min: (minValue: string) => `Price cannot be less then ${minValue}.`,
  connect: `You must connect to ${PAYMENT_PROVIDER_NAME} if you want to set a price for your program.`,
  periodRequired: 'Please select a cadence.',
  periodUnique: 'Period must be unique.',
  // Product's own: the spec states the rules without a text.
  tooMany: 'A program can have at most 8 price options.',
  freePlanMonthlyOnly: 'On the FREE plan only a monthly subscription option is allowed.',
  multipleNeedPro: 'Multiple payment options need the PROFESSIONAL plan.',
  fixedOneOff: 'A fixed program is sold with one one-off payment.',
  subscriptionPeriod: 'This program is sold as a subscription: choose a recurring period.',
  // Spec 8, price options.
  cannotRestore: 'Cannot restore!',
  activeSubscriptions: 'Active subscriptions!',
  pendingSwitch: 'Pending switch!',
  priceRequired: 'Whoops! Price is required.',
  priceInvalid: 'Whoops! Price is invalid.',
  // Product's own.
  optionArchived: 'Restore this price option before changing it.',
} as const;

export const programMessages = {
  description: (maxLength: number) => `Description must have at most ${maxLength} letters.`,
  customUrlMax: (maxLength: number) =>
    `Max length of custom web address part is ${maxLength} characters.`,
  customUrlTaken: 'This URL has been already taken. Please try another one.',
  // Product's own (spec 5 states the rules without texts).
  customUrlChars: 'Only letters A-Z, digits 0-9, - and _ are allowed.',
  customUrlDigits: 'The address cannot be only digits.',
  titleRequired: 'Title is required.',
  titleMax: (maxLength: number) => `Title must have at most ${maxLength} letters.`,
  sessionsPerDay: 'Sessions per day must be between 1 and 10.',
  trialDays: 'Trial days must be between 1 and 365.',
  visibilityDays: 'Visibility must be between 1 and 365 days, or unlimited.',
  lengthWeeks: 'A Fixed Length program lasts 1 to 104 weeks.',
  textMax: (maxLength: number) => `Must have at most ${maxLength} letters.`,
  pricingFixedOnPublish: 'A published program cannot change between free and paid.',
  teamOwnerPayouts:
    'Please ask the account owner to fill in their payout information. Your program has been saved as a draft.',
  hasActiveClients: 'This program has active clients: archive it instead.',
  notForThisType: 'This action does not apply to this program type.',
  copyTarget: 'Programs can only be copied to your own active accounts.',
  waiverTextRequired: 'Please write the waiver text.',
  currencyFixedOnPublish: 'The currency of a published paid program cannot change.',
  restoreFirst: 'Restore this program before publishing it.',
  currencyInvalid: 'Please choose a valid currency.',
} as const;

export const trackMessages = {
  nameRequired: 'Name is required',
  nameTaken: 'This name is already taken.',
  maxReached: 'Maximum number of tracks reached',
  // Product's own: spec 5 gives the rule (under 64, none of / | \ + = @ : < > ? ;).
  nameRule:
    'Name must contain less than 64 characters and can’t contain any of the following characters: / | \\ + = @ : < > ? ;',
  restricted: 'Multiple tracks need the PROFESSIONAL plan.',
  archiveConfirm: (trackName: string) =>
    `Are you sure? Please confirm you want to archive ${trackName} track.`,
  // Product's own (spec 2.3, 4.8 give no wording): every program keeps a default track, and
  // putting a client on tracks.
  lastActive: 'A program keeps at least one active track. Add another before archiving this one.',
  noActiveTrack: 'Every track of this program is archived. Restore one to add training.',
  notOfProgram: 'This track does not belong to the program.',
  archivedForClients: 'This track is archived. Restore it before putting clients on it.',
} as const;

export const inviteMessages = {
  atATime: 'Email invite is limited to 20 users at a time...',
  dailyLimit: 'Daily invite limit reached. Try again tomorrow.',
  emailInvalid: 'Please enter a valid email address.',
  // Product's own.
  emailsRequired: 'Enter at least one email address.',
  alreadyClient: 'This client is already in this program.',
  coachEmail: 'This email is registered as a coach and cannot be used as a client.',
  clientInfoEmail: 'The email can only be changed before the invite is accepted.',
  archivedPlan: 'Restore this program before inviting clients.',
  draftPlan: 'Invites are sent when the program is published.',
  cancelPaidFirst: "Cancel the client's subscription before removing them.",
  notStarted: 'This client has not started the program.',
  /** A refusal in a batch of invites names the address it is about. */
  forAddress: (email: string, reason: string) => `${email}: ${reason}`,
} as const;

/** Texts of the modals of 2.8. */
export const modalTexts = {
  firstPayment: (date: string) => `Your first payment will be taken on: ${date}`,
  programmingAppears: 'Only at this point will programming appear in the app.',
  waiverConfirm: 'Confirmed as read and accepted',
  waiverAccepted: (fullName: string, plan: string, date: string, time: string) =>
    `${fullName} accepted the waiver to ${plan} on ${date} at ${time}`,
  reschedule: 'Use the date selector below to change the start date of this program.',
  updateClients:
    "We recommend that you notify your clients via a direct message that the program's price has changed and why.",
  updateClientsLabel: 'Send this message to current clients',
  updateClientsPlaceholder: 'Write a message…',
} as const;
