/** Server-side texts shown to users; wording from the spec where it gives one. */
export const errorMessages = {
  unauthenticated: 'Access is denied. Try to reload the page.',
  forbidden: 'Forbidden: Access is denied',
  notFound: 'Not Found',
  blocked: 'Access is denied',
  accountUnusable: 'This account can no longer be used. Choose another account.',
  invalidCredentials: 'Invalid email or password.',
  invalidClient: 'Unknown application. Reload the page and try again.',
  emailTaken: 'This email is already registered. Log in instead.',
  coachEmailAsClient: 'This email is registered as a coach and cannot be used as a client.',
  tooManyRequests: 'Too many attempts. Please wait a few minutes and try again.',
  invalidToken: 'This link is invalid or has expired.',
  confirmed: 'Your email address has been successfully confirmed.',
  resetSent:
    'If an account exists for this email, you will receive password reset instructions in a few minutes.',
  wrongCurrentPassword: 'is invalid',
  trialUsed: 'The free trial has already been used on this account.',
  notCoach: 'Only coaches can do this.',
  dailyInviteLimit: 'Daily invite limit reached. Try again tomorrow.',
  deprecated: 'A new version of the app is available. Please reload the page.',
  signInPaused:
    'Sign-in to this account is paused for up to an hour after too many failed attempts. We have e-mailed the account owner a link to reset the password.',
  confirmEmailFirst:
    'Please confirm your email address first: open the link in the confirmation email we sent you.',
  alreadyConfirmed: 'Your email address is already confirmed.',
  confirmationSent: 'We have sent you a new confirmation email.',
  confirmationTooSoon:
    'A confirmation email is on its way. Please check your inbox or try again in a minute.',
  confirmationLimit:
    'You have asked for several confirmation emails already. Please try again later.',
  uploadCompleting: 'This upload is being completed. Please wait a moment.',
  unsafeText:
    'contains a character that is not allowed (a NUL byte or an incomplete Unicode character)',
  unsafeRequest:
    'The request contains a character that is not allowed (a NUL byte or an incomplete Unicode character).',
  unreadableUpload: 'The upload could not be read. Please choose the file and send it again.',
  conflict: 'This was just changed by another request. Reload the page and try again.',
  unstorableInput: 'A value is out of range or in the wrong format. Check it and try again.',
  serverError: 'Something went wrong. Please try again.',
} as const;
