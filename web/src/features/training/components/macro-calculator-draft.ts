import {
  ageError,
  cmOf,
  CM_PER_INCH,
  heightError,
  weightError,
  type ActivityLevel,
  type BmrFormula,
  type HeightEntered,
  type MacroCalculatorInput,
  type MacroSplit,
  type Sex,
} from '@forma/contract/training/macro-calculator.rules';
import { KG_PER_LB, type WeightUnit } from '@forma/contract/training/macros.rules';
import { enteredNumber } from './macros-fields';

/** 'in' is feet and inches, as the user's default length unit names it. */
export type LengthUnit = 'cm' | 'in';
/** A number field as typed (Mantine's NumberInput gives a string until it reads as a number). */
type Typed = number | string;

/** The calculator's form as typed. */
export type CalculatorDraft = {
  sex: Sex;
  age: Typed;
  weight: Typed;
  weightUnit: WeightUnit;
  heightUnit: LengthUnit;
  cm: Typed;
  ft: Typed;
  inches: Typed;
  formula: BmrFormula;
  activity: ActivityLevel;
  split: MacroSplit;
};

export type Measured = 'age' | 'weight' | 'height';

export const newDraft = (units: { weight: WeightUnit; length: LengthUnit }): CalculatorDraft => ({
  sex: 'male',
  age: '',
  weight: '',
  weightUnit: units.weight,
  heightUnit: units.length,
  cm: '',
  ft: '',
  inches: '',
  formula: 'mifflin_st_jeor',
  activity: 'moderate',
  split: 'balanced',
});

const heightOf = (draft: CalculatorDraft): HeightEntered =>
  draft.heightUnit === 'cm'
    ? { cm: enteredNumber(draft.cm) }
    : { ft: enteredNumber(draft.ft), in: enteredNumber(draft.inches) };

export const draftErrors = (draft: CalculatorDraft): Record<Measured, string | null> => ({
  age: ageError(enteredNumber(draft.age)),
  weight: weightError(enteredNumber(draft.weight), draft.weightUnit),
  height: heightError(heightOf(draft)),
});

/** The calculator's input, once every field is valid. */
export function inputOf(draft: CalculatorDraft): MacroCalculatorInput | null {
  if (Object.values(draftErrors(draft)).some(Boolean)) return null;
  const number = (typed: Typed) => enteredNumber(typed) ?? 0;
  return {
    sex: draft.sex,
    age: number(draft.age),
    weight: { value: number(draft.weight), unit: draft.weightUnit },
    height:
      draft.heightUnit === 'cm'
        ? { cm: number(draft.cm) }
        : { ft: number(draft.ft), in: number(draft.inches) },
    formula: draft.formula,
    activity: draft.activity,
    split: draft.split,
  };
}

/** The same weight in the other unit, to one decimal. */
export function withWeightUnit(draft: CalculatorDraft, unit: WeightUnit): CalculatorDraft {
  const weight = enteredNumber(draft.weight);
  if (weight === null || unit === draft.weightUnit) return { ...draft, weightUnit: unit };
  const value = unit === 'kg' ? weight * KG_PER_LB : weight / KG_PER_LB;
  return { ...draft, weightUnit: unit, weight: Math.round(value * 10) / 10 };
}

/** The same height in the other unit: whole cm, or feet and whole inches. */
export function withHeightUnit(draft: CalculatorDraft, unit: LengthUnit): CalculatorDraft {
  if (unit === draft.heightUnit) return draft;
  if (unit === 'cm') {
    const ft = enteredNumber(draft.ft);
    const inches = enteredNumber(draft.inches) ?? 0;
    return {
      ...draft,
      heightUnit: unit,
      cm: ft === null ? '' : Math.round(cmOf({ ft, in: inches })),
    };
  }
  const cm = enteredNumber(draft.cm);
  if (cm === null) return { ...draft, heightUnit: unit, ft: '', inches: '' };
  const inches = Math.round(cm / CM_PER_INCH);
  return { ...draft, heightUnit: unit, ft: Math.floor(inches / 12), inches: inches % 12 };
}
