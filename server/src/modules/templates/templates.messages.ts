/** The templates area's server-only texts (those the web shows too are in the contract). */
export const templatesErrors = {
  unknownExercise: 'An exercise was not found. Pick it again from the library.',
  nothingToSave: 'The days chosen hold no blocks to save as a template.',
} as const;
