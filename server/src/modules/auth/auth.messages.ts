/** The auth area's texts on the server: refusals, notices and e-mails. */

export const authErrors = {
  invalidCredentials: 'Invalid email or password.',
  invalidClient: 'Unknown application. Reload the page and try again.',
  wrongCurrentPassword: 'Current password is incorrect.',
  signInPaused:
    'Sign-in to this account is paused for up to an hour after too many failed attempts. We have e-mailed the account owner a link to reset the password.',
  alreadyConfirmed: 'Your email address is already confirmed.',
  confirmationTooSoon:
    'A confirmation email is on its way. Please check your inbox or try again in a minute.',
  confirmationLimit:
    'You have asked for several confirmation emails already. Please try again later.',
} as const;

export const authNotices = {
  confirmed: 'Your email address has been successfully confirmed.',
  resetSent:
    'If an account exists for this email, you will receive password reset instructions in a few minutes.',
  confirmationSent: 'We have sent you a new confirmation email.',
  passwordChanged: 'Your password has been changed',
} as const;

type Person = { firstName: string };

/** The e-mails auth sends: subject and body, without the link (the caller adds it). */
export const authMails = {
  confirmation: (product: string, person: Person) => ({
    subject: `Confirm your email for ${product}`,
    greeting: `Hi ${person.firstName},`,
    paragraphs: [`Welcome to ${product}! Please confirm your email address.`],
    actionLabel: 'Confirm my email',
  }),
  passwordReset: (product: string, person: Person, hours: number) => ({
    subject: `Reset your ${product} password`,
    greeting: `Hi ${person.firstName},`,
    paragraphs: [
      'Someone asked to reset the password of your account. If it was you, choose a new password below.',
      `The link works for ${hours} hours. If you did not ask, you can ignore this email.`,
    ],
    actionLabel: 'Choose a new password',
  }),
  signInPaused: (product: string, person: Person, failures: number, hours: number) => ({
    subject: `Sign-in to your ${product} account is paused`,
    greeting: `Hi ${person.firstName},`,
    paragraphs: [
      `Someone failed to sign in to your account ${failures} times within an hour, so sign-in to your account is paused for up to an hour.`,
      `If it was not you, someone may be guessing your password: choose a new one below. The link works for ${hours} hours and signs you in.`,
    ],
    actionLabel: 'Choose a new password',
  }),
};
