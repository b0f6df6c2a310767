// Grams and calories (spec 3, "Macros block"): what the builder's week shows of a Macros block.
// Re-exported by macros.rules.ts, whose form schema brings zod along.

export const MACROS = ['protein', 'carbs', 'fat'] as const;
export type Macro = (typeof MACROS)[number];
export type Macros = Record<Macro, number>;

/** Atwater's general factors: kcal per gram. */
export const KCAL_PER_GRAM: Macros = { protein: 4, carbs: 4, fat: 9 };

const kcalOf = (macros: Macros): number =>
  MACROS.reduce((sum, key) => sum + macros[key] * KCAL_PER_GRAM[key], 0);

/** The calories of a day's grams, to the whole kcal. */
export const caloriesOf = (grams: Macros): number => Math.round(kcalOf(grams));

/** Calories of a bodyweight-based target per kg or lb of bodyweight, to one decimal. */
export const caloriesPerBodyweight = (target: Macros): number =>
  Math.round(kcalOf(target) * 10) / 10;
