/** The accounts texts both sides show. */
export const accountMessages = {
  // Product's own: an account id in a body that is none of the caller's accounts.
  unknownAccount: 'This account was not found.',
} as const;
