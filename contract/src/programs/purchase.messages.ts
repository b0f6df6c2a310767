// The texts of buying and following a program (programs-and-commerce.md 8 and the alerts of
// 2.7), word for word. Apart from programs.messages.ts, which re-exports them, because the public
// program page needs these and none of the rest: the first script carries only this file.

/** Spec 8 "Purchase and subscription" and the alerts of 2.7. */
export const purchaseMessages = {
  optionUnavailable: 'This subscription option is no longer available. Please choose another.',
  error: 'An error has occurred',
  unavailable: 'Program unavailable',
  archived: 'Sorry, this program has been archived by the coach...',
  coachRestricted:
    "It's not currently possible to purchase this program due to restrictions on the coach's account...",
  noPermission: 'You do not have permission to access this program...',
  lastPaymentDeclined: 'Your last payment was declined.',
  recentPaymentFailed: 'A recent payment failed. Please check your ‘Billing’ page for information.',
  coachViewing: 'Login using a client account to access this program.',
  currentlyUnavailableTooltip:
    'This program is not currently accepting new clients. Please contact the provider for more information.',
  removedByCoach: "You've been removed from the program by the coach and cannot access it.",
  // Product's own.
  privacy: 'This program is private: only the clients the coach has invited can join it.',
  cannotTakePayments:
    "This coach can't take payments at the moment, so the program cannot be bought yet.",
  alreadyOwned: 'You already have this program.',
  waiverRequired: 'The waiver must be accepted to proceed.',
  startDateRequired: 'Please choose a start date.',
  startDateInvalid: 'Please choose a start date in the allowed range.',
  notBought: 'You have not started this program.',
  cannotReschedule: 'This program follows the calendar and cannot be rescheduled.',
  rescheduleDate: 'Please choose a date on or after the first available date.',
  paidNotYet: 'Paid programs cannot be bought yet.',
  contactRequired: 'Please write a message.',
  contactSent: 'Your message has been sent to the coach.',
  contactLimit: 'You have sent several messages to this coach already. Please try again later.',
} as const;

/** Success notices of spec 8. */
export const purchaseNotices = {
  rescheduled: (planTitle: string) => `${planTitle} has been successfully rescheduled.`,
  cancelled: 'Program successfully cancelled.',
  resumed: 'Your program has been resumed successfully!',
  purchasedFixed: 'Program has been successfully purchased.',
  subscribed: 'You have been successfully subscribed to the Program.',
  subscriptionResumed: 'Subscription successfully resumed.',
  /** Ours (the spec has no text for a cadence switch): DECISIONS.md leaves it to us. */
  switchScheduled: (period: string, date: string) =>
    `Your subscription will switch to ${period} billing on ${date}.`,
  switchCancelled: 'Your subscription will stay as it is.',
  added: 'Program successfully added',
} as const;
