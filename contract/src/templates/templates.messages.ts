// Texts of programs-and-commerce.md 5 ('Template name'), word for word; the others are the
// product's own.
import { trainingMessages } from '../training/schedule.messages.ts';

export const templateMessages = {
  nameRequired: 'Template name is required.',
  nameMin: (min: number) => `Template name must have at least ${min} letters.`,
  // Product's own (the spec gives the bound without its text).
  nameMax: (max: number) => `Template name must have at most ${max} letters.`,
  dayShape: 'A day template holds one day.',
  weekShape: (weeks: number) => `A week template holds at most ${weeks} weeks of days.`,
  sameDayTwice: 'A day appears twice in the template.',
  empty: 'A template holds at least one block.',
  restricted: trainingMessages.templatesRestricted,
} as const;
