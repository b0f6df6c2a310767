/**
 * The training texts both sides show: the schedule's refusals and the Macros block's and
 * calculator's (programs-and-commerce.md 3 and 8: spec wording where it gives one, ours otherwise).
 */
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
  // Product's own: ids of the save the caller may not use there
  // (docs/decisions/platform.md 'Body ids').
  unknownBlock: 'A block was not found on the days being saved. Reload the schedule.',
  unknownExercise: 'An exercise was not found. Pick it again from the library.',
  unknownTemplate: 'This template was not found. Pick it again.',
  unknownTrack: 'This track does not belong to the program.',
  unknownProgram: 'This program was not found.',
  notAClient: 'This person is not a client of the program.',
  conflict:
    'This day was changed elsewhere (another tab or coach) since you opened it. Reload it to see the latest version.',

  macros: {
    // Spec 8, "Macro fields".
    invalid: 'Please enter a valid value.',
    // Product's own.
    range: (max: number, unit: string) => `Enter a value between 0 and ${max} ${unit}.`,
    wholeGrams: 'Enter whole grams.',
    oneDecimal: 'Enter at most one decimal place.',
    // Spec 8: "macro result without client weight: bodyweight-based targets cannot be displayed".
    needsWeight: 'Bodyweight-based targets cannot be shown without a weight.',
    // The calculator's inputs (product's own; the age range is the spec's own for ages, 8).
    age: 'Must be between 13 and 99',
    weight: (min: number, max: number, unit: string) =>
      `Enter a weight between ${min} and ${max} ${unit}.`,
    heightCm: (min: number, max: number) => `Enter a height between ${min} and ${max} cm.`,
    heightFtIn: (min: string, max: string) => `Enter a height between ${min} and ${max}.`,
  },
  // The schedule refuses blocks inserted from templates below PROFESSIONAL (spec 6).
  templatesRestricted:
    'Inserting templates is part of the PROFESSIONAL plan. Upgrade to insert your day and week templates into programs.',
} as const;
