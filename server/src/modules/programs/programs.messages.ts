/** The programs area's server-only texts (those the web shows too are in the contract). */
export const coverErrors = {
  notAnImage: 'Please upload a JPEG, PNG or WebP image.',
  fileInTextField: 'must be text, not a file',
} as const;
