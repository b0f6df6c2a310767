/** The exercises area's server-only texts (those the web shows too are in the contract). */
export const exercisesErrors = {
  productReadOnly:
    'Exercises of the product library cannot be changed. Create your own exercise instead.',
} as const;
