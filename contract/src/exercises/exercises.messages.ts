// Texts of programs-and-commerce.md 5 ('Libraries'), word for word; the others are the
// product's own (the spec gives the rule without a text).

export const exerciseMessages = {
  nameTaken: 'This name is already taken.',
  // Product's own.
  nameRequired: 'Name is required.',
  nameMax: (max: number) => `Name must have at most ${max} characters.`,
  instructionsMax: (max: number) => `Instructions must have at most ${max} characters.`,
  categoryFixed: 'The metric category cannot be changed once the exercise is saved.',
  metricsOutside: (category: string) => `Choose metrics of the ${category} category only.`,
  musclesMax: (max: number) => `Choose at most ${max} muscles.`,
  restricted:
    'Creating and editing exercises is part of the PROFESSIONAL plan. Upgrade to build your own exercise library.',
} as const;
