import type {
  ActivityLevel,
  BmrFormula,
  MacroSplit,
} from '@forma/contract/training/macro-calculator.rules';
import type { MacroMode } from '@forma/contract/training/macros.rules';

// The Macros block's and the calculator's texts (ours: the spec names the fields,
// programs-and-commerce.md 3, and gives no labels). Refusals both sides show live in the contract.

/** The Macros block's editor. */
export const macrosFieldsTexts = {
  mode: 'Targets',
  modes: { exact: 'Exact', per_kg: 'Per kg', per_lb: 'Per lb' } satisfies Record<MacroMode, string>,
  units: { exact: 'g', per_kg: 'g/kg', per_lb: 'g/lb' } satisfies Record<MacroMode, string>,
  protein: 'Protein',
  carbs: 'Carbs',
  fat: 'Fat',
  calories: 'Calories',
  kcal: (kcal: number) => `${kcal} kcal`,
  kcalPerBodyweight: (kcal: number, unit: 'kg' | 'lb') => `${kcal} kcal per ${unit} of bodyweight`,
} as const;

/** The macro calculator of the builder's sidebar. */
export const macroCalculatorTexts = {
  sex: 'Sex',
  sexes: { male: 'Male', female: 'Female' },
  age: 'Age',
  weight: 'Weight',
  weightUnit: 'Weight unit',
  height: 'Height',
  heightUnit: 'Height unit',
  cm: 'cm',
  ftIn: 'ft/in',
  feet: 'Height (ft)',
  inches: 'Height (in)',
  formula: 'BMR formula',
  formulas: {
    harris_benedict: 'Harris-Benedict',
    mifflin_st_jeor: 'Mifflin-St Jeor',
  } satisfies Record<BmrFormula, string>,
  activity: 'Activity level',
  activities: {
    sedentary: 'Sedentary: little or no exercise',
    light: 'Light: exercise 1-3 days a week',
    moderate: 'Moderate: exercise 3-5 days a week',
    very: 'Very active: hard exercise 6-7 days a week',
    extra: 'Extra active: hard daily exercise and a physical job',
  } satisfies Record<ActivityLevel, string>,
  split: 'Macro split',
  splits: {
    balanced: 'Balanced',
    high_protein: 'High protein',
    low_carb: 'Low carb',
    low_fat: 'Low fat',
  } satisfies Record<MacroSplit, string>,
  splitLabel: (name: string, protein: number, carbs: number, fat: number) =>
    `${name} (protein ${protein}%, carbs ${carbs}%, fat ${fat}%)`,
  results: 'Results',
  nutrients: { protein: 'Protein', carbs: 'Carbs', fat: 'Fat' },
  calories: 'Calories',
  bmr: 'BMR',
  tdee: 'Daily energy (TDEE)',
  resultsHint: 'Enter age, weight and height to see the results.',
  grams: (grams: number) => `${grams} g`,
  kcal: (kcal: number) => `${kcal} kcal`,
  apply: 'Apply to block',
} as const;
