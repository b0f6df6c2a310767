/** The schedule's texts both sides show (the builder's refusals). */
export const trainingMessages = {
  badDate: 'Enter a date as YYYY-MM-DD.',
  weekRange: 'Weeks run from 1 to 520.',
  dayRange: 'Days of a week run from 1 to 7.',
  rangeOrder: 'The upper value cannot be below the lower one.',
  tempo: 'Write the tempo as four digits or X, e.g. 31X0.',
  tooLong: (max: number) => `Use at most ${max} characters.`,
  tooManySets: 'An exercise holds at most 50 sets.',
  tooManyExercises: 'A block holds at most 40 exercises.',
  tooManyBlocks: 'A day holds at most 30 blocks.',
  tooManyDays: 'Save at most 62 days at once.',
  required: 'This field is required.',
  noteTitle: 'The title must be 2 to 64 characters.',
  conflict:
    'This day was changed elsewhere (another tab or coach) since you opened it. Reload it to see the latest version.',
} as const;
