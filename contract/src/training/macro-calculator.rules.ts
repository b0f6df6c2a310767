import {
  caloriesOf,
  KCAL_PER_GRAM,
  kgOf,
  MACROS,
  type Macros,
  type Weight,
  type WeightUnit,
} from './macros.rules.ts';
import { trainingMessages } from './schedule.messages.ts';

const m = trainingMessages.macros;

// The macro calculator of the builder's sidebar (spec 3, "Macro calculator inputs"; sex is ours:
// both formulas need it, docs/decisions/training.md "Macros").

export const SEXES = ['male', 'female'] as const;
export type Sex = (typeof SEXES)[number];

export const BMR_FORMULAS = ['harris_benedict', 'mifflin_st_jeor'] as const;
export type BmrFormula = (typeof BMR_FORMULAS)[number];

export const ACTIVITY_LEVELS = ['sedentary', 'light', 'moderate', 'very', 'extra'] as const;
export type ActivityLevel = (typeof ACTIVITY_LEVELS)[number];

export const MACRO_SPLITS = ['balanced', 'high_protein', 'low_carb', 'low_fat'] as const;
export type MacroSplit = (typeof MACRO_SPLITS)[number];

export type Height = { cm: number } | { ft: number; in: number };

export type MacroCalculatorInput = {
  sex: Sex;
  age: number;
  weight: Weight;
  height: Height;
  formula: BmrFormula;
  activity: ActivityLevel;
  split: MacroSplit;
};

/** kcal a day, and grams a day of each macro. */
export type MacroCalculatorResult = Macros & { bmr: number; tdee: number; calories: number };

export const CM_PER_INCH = 2.54;

export const cmOf = (height: Height): number =>
  'cm' in height ? height.cm : (height.ft * 12 + height.in) * CM_PER_INCH;

/** Total energy expenditure = BMR x the activity factor (the common Harris-Benedict factors). */
export const ACTIVITY_FACTORS: Record<ActivityLevel, number> = {
  sedentary: 1.2,
  light: 1.375,
  moderate: 1.55,
  very: 1.725,
  extra: 1.9,
};

/** Per cent of the day's calories from each macro. */
export const SPLIT_PERCENTAGES: Record<MacroSplit, Macros> = {
  balanced: { protein: 30, carbs: 40, fat: 30 },
  high_protein: { protein: 40, carbs: 30, fat: 30 },
  low_carb: { protein: 40, carbs: 20, fat: 40 },
  low_fat: { protein: 30, carbs: 50, fat: 20 },
};

type Body = { sex: Sex; age: number; kg: number; cm: number };

/** kcal a day at rest. */
const BMR_OF: Record<BmrFormula, (body: Body) => number> = {
  // Mifflin, St Jeor et al., Am J Clin Nutr 1990;51:241-7.
  mifflin_st_jeor: ({ sex, age, kg, cm }) =>
    10 * kg + 6.25 * cm - 5 * age + (sex === 'male' ? 5 : -161),
  // Harris-Benedict as revised by Roza and Shizgal, Am J Clin Nutr 1984;40:168-82.
  harris_benedict: ({ sex, age, kg, cm }) =>
    sex === 'male'
      ? 88.362 + 13.397 * kg + 4.799 * cm - 5.677 * age
      : 447.593 + 9.247 * kg + 3.098 * cm - 4.33 * age,
};

/**
 * BMR and TDEE to the whole kcal (TDEE from the unrounded BMR), the split's grams of the
 * rounded TDEE to the whole gram, and the calories of those grams, which the Macros block shows.
 */
export function calculateMacros(input: MacroCalculatorInput): MacroCalculatorResult {
  const body = { sex: input.sex, age: input.age, kg: kgOf(input.weight), cm: cmOf(input.height) };
  const exactBmr = BMR_OF[input.formula](body);
  const tdee = Math.round(exactBmr * ACTIVITY_FACTORS[input.activity]);
  const percent = SPLIT_PERCENTAGES[input.split];
  const grams = Object.fromEntries(
    MACROS.map((key) => [key, Math.round((tdee * percent[key]) / 100 / KCAL_PER_GRAM[key])]),
  ) as Macros;
  return { bmr: Math.round(exactBmr), tdee, ...grams, calories: caloriesOf(grams) };
}

// --- The inputs' bounds (ours: adults and teenagers of any plausible size) ---

export const AGE_RANGE = { min: 13, max: 99 } as const;
export const WEIGHT_RANGES: Record<WeightUnit, { min: number; max: number }> = {
  kg: { min: 20, max: 400 },
  lb: { min: 44, max: 880 },
};
export const HEIGHT_CM_RANGE = { min: 100, max: 250 } as const;
/** 3 ft 4 in to 8 ft 2 in (101.6 to 248.92 cm). */
export const HEIGHT_IN_RANGE = { min: 40, max: 98 } as const;

export const feetAndInches = (inches: number): string =>
  `${Math.floor(inches / 12)} ft ${inches % 12} in`;

type Entered = number | null;
export type HeightEntered = { cm: Entered } | { ft: Entered; in: Entered };

const given = (value: Entered): value is number => value !== null && Number.isFinite(value);

export function ageError(age: Entered): string | null {
  if (!given(age)) return m.invalid;
  const inRange = Number.isInteger(age) && age >= AGE_RANGE.min && age <= AGE_RANGE.max;
  return inRange ? null : m.age;
}

export function weightError(value: Entered, unit: WeightUnit): string | null {
  if (!given(value)) return m.invalid;
  const { min, max } = WEIGHT_RANGES[unit];
  return value >= min && value <= max ? null : m.weight(min, max, unit);
}

/** Feet and inches: whole feet, inches under 12; no inches reads as 0 (6 ft is 6 ft 0 in). */
export function heightError(height: HeightEntered): string | null {
  if ('cm' in height) {
    if (!given(height.cm)) return m.invalid;
    const { min, max } = HEIGHT_CM_RANGE;
    return height.cm >= min && height.cm <= max ? null : m.heightCm(min, max);
  }
  const inches = height.in ?? 0;
  if (!given(height.ft) || !Number.isInteger(height.ft) || !given(inches)) return m.invalid;
  if (inches < 0 || inches >= 12) return m.invalid;
  const { min, max } = HEIGHT_IN_RANGE;
  const total = height.ft * 12 + inches;
  return total >= min && total <= max ? null : m.heightFtIn(feetAndInches(min), feetAndInches(max));
}
