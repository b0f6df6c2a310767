// Texts of the training builder (programs-and-commerce.md 3 and 8). Spec wording where the spec
// gives one; the others are the product's own. One key per part of the builder.

export const trainingMessages = {
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
} as const;
