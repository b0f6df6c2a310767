/** The media texts both sides show. */
export const mediaMessages = {
  // Product's own: an id of another account's library item sent with a program or comment.
  notUsable: 'This media is not in your library. Choose it again from My Library.',
} as const;
