/** The server's own texts of comments, the review and reschedule (shared ones: tracking.messages). */
export const coachMessages = {
  deletedUser: 'Deleted user',
  rescheduleWeeksOnly:
    'Only Session 1, Day 1 and Fixed Length programs are rescheduled by week and day.',
  rescheduleNotClient: 'Only a client who holds a place in the program can be rescheduled.',
} as const;
