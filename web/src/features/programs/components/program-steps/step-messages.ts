import type { ProgramStep } from './program-steps';

// Step names are the spec's (2.3); the other texts are the product's own.
export const stepMessages = {
  navLabel: 'Program steps',
  labels: {
    info: 'Info & Pricing',
    sign_up: 'Sign up clients',
    programming: 'Start programming',
    review: 'Review & Publish',
  } satisfies Record<ProgramStep, string>,
  saveAndContinue: 'Save & continue',
  continue: 'Continue',
  back: 'Back',
  skip: 'Skip',
} as const;
