/**
 * The tracking texts both sides show: logging results, comments, feedback, the calendar and its
 * feed (programs-and-commerce.md 5, 8: spec wording where it gives one, ours otherwise).
 */
export const trackingMessages = {
  // Spec 8, "Macro fields" (used for every recorded value).
  invalidValue: 'Please enter a valid value.',
  emptySet: 'Record at least one value.',
  tempo: 'Write the tempo as four digits or X, e.g. 31X0.',
  setIndex: 'A set is numbered from 0 to 49.',
  tooLong: (max: number) => `Use at most ${max} characters.`,
  tooManyMedia: 'Attach at most 10 files.',
  clientKey: 'client_key must be a UUID.',
  recordedAt: 'recorded_at must be an ISO 8601 instant, such as 2030-03-05T10:00:00.000Z.',
  emptyComment: 'Write a comment or attach a file.',
  emptyFeedback: 'Write your feedback.',
  bodyweight: 'Enter a bodyweight between 20 and 400 kg.',
  badRange: 'Ask for at most 42 days, from a date to a later one.',
  badDetailRange: 'Ask for at most 7 days, from a date to a later one.',
  notYours: 'This training is not in your calendar.',
  notVisibleYet: 'This day is not open to you yet.',
  notFlowing: 'Training of this program is paused.',
  noSuchSet: 'This set is not prescribed.',
  // Spec 5: "Client reschedule by week/day: 'Please enter a value between'" (bounds in DECISIONS).
  between: (min: number, max: number) => `Please enter a value between ${min} and ${max}`,
  moveFixedOnly: 'Only a Fixed Length program’s days can be moved.',
  moveDate: (from: string, to: string) => `Choose a date from ${from} to ${to}.`,
  macrosOnly: 'Only a macros block takes the macros you ate.',
} as const;
