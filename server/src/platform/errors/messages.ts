/**
 * The platform's own texts (access, input, limits, failures), shared by every area. An area's
 * texts are in its modules/<area>/<area>.messages.ts; texts the web shows too are in contract/.
 */
export const errorMessages = {
  unauthenticated: 'Access is denied. Try to reload the page.',
  forbidden: 'Forbidden: Access is denied',
  notFound: 'Not Found',
  tooManyRequests: 'Too many attempts. Please wait a few minutes and try again.',
  tooOften: (wait: string) => `You are doing that too often. Try again in ${wait}.`,
  invalidToken: 'This link is invalid or has expired.',
  notCoach: 'Only coaches can do this.',
  deprecated: 'A new version of the app is available. Please reload the page.',
  unsafeText:
    'contains a character that is not allowed (a NUL byte or an incomplete Unicode character)',
  unsafeRequest:
    'The request contains a character that is not allowed (a NUL byte or an incomplete Unicode character).',
  unreadableUpload: 'The upload could not be read. Please choose the file and send it again.',
  conflict: 'This was just changed by another request. Reload the page and try again.',
  unstorableInput: 'A value is out of range or in the wrong format. Check it and try again.',
  serverError: 'Something went wrong. Please try again.',
} as const;
