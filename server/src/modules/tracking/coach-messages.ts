/** The server's own texts of comments and the review (shared ones: tracking.messages). */
export const coachMessages = {
  deletedUser: 'Deleted user',
} as const;
