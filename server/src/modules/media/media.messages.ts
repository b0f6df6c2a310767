/** The media area's server-only texts (those the web shows too are the contract's mediaMessages). */
export const mediaErrors = {
  uploadCompleting: 'This upload is being completed. Please wait a moment.',
  invalidScope: 'is invalid',
} as const;
