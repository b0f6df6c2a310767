/** The accounts area's texts on the server: refusals and e-mails. */

export const accountsErrors = {
  accountUnusable: 'This account can no longer be used. Choose another account.',
  blocked: 'Access is denied',
  emailTaken: 'This email is already registered. Log in instead.',
  coachEmailAsClient: 'This email is registered as a coach and cannot be used as a client.',
  confirmEmailFirst:
    'Please confirm your email address first: open the link in the confirmation email we sent you.',
  dailyInviteLimit: 'Daily invite limit reached. Try again tomorrow.',
} as const;

export const invitationMessages = {
  freePlanNoCoaches:
    "You're over the FREE plan limit: additional coaches need the PROFESSIONAL plan.",
  privateAccount: 'Coaches can only be invited into a business account.',
  alreadyMember: 'This coach is already in this account.',
  clientEmail: 'This email belongs to a client and cannot be invited as a coach.',
  wrongEmail: 'This invitation was sent to another email address.',
} as const;

export const avatarMessages = {
  notImage: 'The avatar must be an image (JPEG, PNG, WebP, GIF or HEIC).',
  missing: 'Choose an image to upload.',
} as const;

/** The invitation e-mails: subject and body, without the link (the caller adds it). */
export const accountsMails = {
  coachInvitation: (product: string, inviter: string, account: string) => ({
    subject: `${inviter} invited you to coach with ${account} on ${product}`,
    greeting: 'Hello,',
    paragraphs: [
      `${inviter} has invited you to join ${account} as a coach on ${product}.`,
      'Coaches join for free: the account pays for the platform.',
    ],
    actionLabel: 'Accept invitation',
  }),
  clientInvitation: (product: string, inviter: string, plan: { title: string } | undefined) => ({
    subject: plan
      ? `${inviter} invited you to ${plan.title} on ${product}`
      : `${inviter} invited you to train on ${product}`,
    greeting: 'Hello,',
    paragraphs: [
      plan
        ? `${inviter} has invited you to follow the program ${plan.title} on ${product}.`
        : `${inviter} has invited you to train with them on ${product}.`,
    ],
    actionLabel: 'Accept invitation',
  }),
};
