import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_FACTORS,
  ageError,
  calculateMacros,
  cmOf,
  heightError,
  MACRO_SPLITS,
  SPLIT_PERCENTAGES,
  weightError,
  type MacroCalculatorInput,
} from './macro-calculator.rules.ts';
import { caloriesOf } from './macros.rules.ts';

const man: MacroCalculatorInput = {
  sex: 'male',
  age: 30,
  weight: { value: 80, unit: 'kg' },
  height: { cm: 180 },
  formula: 'mifflin_st_jeor',
  activity: 'sedentary',
  split: 'balanced',
};
const woman: MacroCalculatorInput = {
  ...man,
  sex: 'female',
  age: 25,
  weight: { value: 60, unit: 'kg' },
  height: { cm: 165 },
};

describe('BMR by Mifflin-St Jeor (1990)', () => {
  it('gives the published 1780 kcal for a man of 80 kg, 180 cm, 30 years', () => {
    expect(calculateMacros(man).bmr).toBe(1780);
  });

  it('takes 166 kcal less for a woman of the same size and age', () => {
    expect(calculateMacros({ ...man, sex: 'female' }).bmr).toBe(1614);
    // 600 + 1031.25 - 125 - 161 = 1345.25
    expect(calculateMacros(woman).bmr).toBe(1345);
  });
});

describe('BMR by Harris-Benedict, revised by Roza and Shizgal (1984)', () => {
  it('works a man by 88.362 + 13.397 kg + 4.799 cm - 5.677 age', () => {
    // 88.362 + 1071.76 + 863.82 - 170.31 = 1853.632
    expect(calculateMacros({ ...man, formula: 'harris_benedict' }).bmr).toBe(1854);
    // 88.362 + 1339.7 + 844.624 - 255.465 = 2017.221
    const older = {
      ...man,
      age: 45,
      weight: { value: 100, unit: 'kg' as const },
      height: { cm: 176 },
    };
    expect(calculateMacros({ ...older, formula: 'harris_benedict' }).bmr).toBe(2017);
  });

  it('works a woman by 447.593 + 9.247 kg + 3.098 cm - 4.330 age', () => {
    // 447.593 + 554.82 + 511.17 - 108.25 = 1405.333
    expect(calculateMacros({ ...woman, formula: 'harris_benedict' }).bmr).toBe(1405);
  });
});

describe('energy expenditure by activity', () => {
  it('multiplies BMR by 1.2, 1.375, 1.55, 1.725 or 1.9', () => {
    expect(ACTIVITY_FACTORS).toEqual({
      sedentary: 1.2,
      light: 1.375,
      moderate: 1.55,
      very: 1.725,
      extra: 1.9,
    });
    const tdee = (activity: MacroCalculatorInput['activity']) =>
      calculateMacros({ ...man, activity }).tdee;
    expect([
      tdee('sedentary'),
      tdee('light'),
      tdee('moderate'),
      tdee('very'),
      tdee('extra'),
    ]).toEqual([2136, 2448, 2759, 3071, 3382]);
  });

  it('multiplies the unrounded BMR', () => {
    // 1853.632 x 1.55 = 2873.13 (the rounded 1854 would give 2874)
    expect(calculateMacros({ ...man, formula: 'harris_benedict', activity: 'moderate' }).tdee).toBe(
      2873,
    );
  });
});

describe('the split into grams', () => {
  it('shares every split out to 100 per cent', () => {
    for (const split of MACRO_SPLITS) {
      const { protein, carbs, fat } = SPLIT_PERCENTAGES[split];
      expect(protein + carbs + fat).toBe(100);
    }
  });

  it('turns the balanced 30/40/30 of 2136 kcal into whole grams and their calories', () => {
    // 640.8 / 4 = 160.2, 854.4 / 4 = 213.6, 640.8 / 9 = 71.2
    expect(calculateMacros(man)).toEqual({
      bmr: 1780,
      tdee: 2136,
      protein: 160,
      carbs: 214,
      fat: 71,
      calories: 2135,
    });
  });

  it.each([
    ['high_protein', { protein: 214, carbs: 160, fat: 71 }],
    ['low_carb', { protein: 214, carbs: 107, fat: 95 }],
    ['low_fat', { protein: 160, carbs: 267, fat: 47 }],
  ] as const)('splits 2136 kcal %s', (split, grams) => {
    const result = calculateMacros({ ...man, split });
    expect(result).toMatchObject(grams);
    expect(result.calories).toBe(caloriesOf(grams));
  });
});

describe('pounds, feet and inches', () => {
  it('reads feet and inches at 2.54 cm an inch', () => {
    expect(cmOf({ ft: 5, in: 11 })).toBeCloseTo(180.34, 10);
    expect(cmOf({ ft: 6, in: 0 })).toBeCloseTo(182.88, 10);
    expect(cmOf({ cm: 180 })).toBe(180);
  });

  it('gives the same BMR for the same body in either units', () => {
    const imperial = {
      ...man,
      weight: { value: 80 / 0.45359237, unit: 'lb' as const },
      height: { ft: 5, in: 10.866141732283465 },
    };
    expect(calculateMacros(imperial)).toEqual(calculateMacros(man));
  });

  it('works a man of 176 lb and 5 ft 11 in', () => {
    // 79.832 kg, 180.34 cm: 798.32 + 1127.13 - 150 + 5 = 1780.45
    const imperial = {
      ...man,
      weight: { value: 176, unit: 'lb' as const },
      height: { ft: 5, in: 11 },
    };
    expect(calculateMacros(imperial).bmr).toBe(1780);
  });
});

describe("the calculator's inputs", () => {
  it('takes whole ages from 13 to 99', () => {
    expect([ageError(13), ageError(99)]).toEqual([null, null]);
    expect([ageError(12), ageError(100), ageError(30.5)]).toEqual([
      'Must be between 13 and 99',
      'Must be between 13 and 99',
      'Must be between 13 and 99',
    ]);
    expect(ageError(null)).toBe('Please enter a valid value.');
  });

  it('takes 20 to 400 kg or 44 to 880 lb', () => {
    expect([weightError(20, 'kg'), weightError(880, 'lb')]).toEqual([null, null]);
    expect(weightError(401, 'kg')).toBe('Enter a weight between 20 and 400 kg.');
    expect(weightError(43, 'lb')).toBe('Enter a weight between 44 and 880 lb.');
    expect(weightError(null, 'kg')).toBe('Please enter a valid value.');
  });

  it('takes 100 to 250 cm or 3 ft 4 in to 8 ft 2 in', () => {
    expect([heightError({ cm: 100 }), heightError({ ft: 8, in: 2 })]).toEqual([null, null]);
    expect(heightError({ cm: 251 })).toBe('Enter a height between 100 and 250 cm.');
    expect(heightError({ ft: 3, in: 3 })).toBe('Enter a height between 3 ft 4 in and 8 ft 2 in.');
    expect(heightError({ ft: 6, in: null })).toBeNull();
    expect(heightError({ ft: 5, in: 12 })).toBe('Please enter a valid value.');
    expect(heightError({ ft: null, in: 11 })).toBe('Please enter a valid value.');
  });
});
