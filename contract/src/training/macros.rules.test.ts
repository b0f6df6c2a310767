import { describe, expect, it } from 'vitest';
import {
  caloriesOf,
  caloriesPerBodyweight,
  gramsFor,
  kgOf,
  lbOf,
  macroError,
  macrosTargetSchema,
  type MacrosTarget,
} from './macros.rules.ts';

const target = (mode: MacrosTarget['mode'], protein: number, carbs: number, fat: number) => ({
  mode,
  protein,
  carbs,
  fat,
});

/** Each field's messages, as a form shows them. */
function fieldErrors(value: unknown): Record<string, string[]> {
  const parsed = macrosTargetSchema.safeParse(value);
  if (parsed.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues)
    (errors[issue.path.join('.')] ??= []).push(issue.message);
  return errors;
}

describe('the calories of a Macros block', () => {
  it('counts 4 kcal per g of protein and carbs and 9 per g of fat', () => {
    expect(caloriesOf({ protein: 180, carbs: 250, fat: 70 })).toBe(720 + 1000 + 630);
    expect(caloriesOf({ protein: 0, carbs: 0, fat: 0 })).toBe(0);
  });

  it('rounds to the whole kcal', () => {
    expect(caloriesOf({ protein: 0.3, carbs: 0, fat: 0.1 })).toBe(2); // 2.1
    expect(caloriesOf({ protein: 0, carbs: 0, fat: 0.5 })).toBe(5); // 4.5
  });

  it('gives bodyweight-based targets per kg or lb to one decimal', () => {
    expect(caloriesPerBodyweight({ protein: 2.2, carbs: 3.5, fat: 1 })).toBe(31.8);
  });
});

describe('kg and lb', () => {
  it('converts with 1 lb = 0.45359237 kg', () => {
    expect(kgOf({ value: 100, unit: 'lb' })).toBeCloseTo(45.359237, 9);
    expect(lbOf({ value: 0.45359237, unit: 'kg' })).toBeCloseTo(1, 12);
    expect(kgOf({ value: 80, unit: 'kg' })).toBe(80);
    expect(lbOf({ value: 180, unit: 'lb' })).toBe(180);
  });
});

describe('the grams a target asks of a person', () => {
  it('takes exact grams as they are, whatever the weight', () => {
    const exact = target('exact', 180, 250, 70);
    expect(gramsFor(exact, null)).toEqual({ protein: 180, carbs: 250, fat: 70 });
    expect(gramsFor(exact, { value: 60, unit: 'kg' })).toEqual({
      protein: 180,
      carbs: 250,
      fat: 70,
    });
  });

  it('multiplies grams per kg by the weight in kg, to the whole gram', () => {
    const perKg = target('per_kg', 2.2, 3.5, 1);
    expect(gramsFor(perKg, { value: 82, unit: 'kg' })).toEqual({
      protein: 180, // 180.4
      carbs: 287,
      fat: 82,
    });
    // 180 lb = 81.6466266 kg
    expect(gramsFor(perKg, { value: 180, unit: 'lb' })).toEqual({
      protein: 180, // 179.62
      carbs: 286, // 285.76
      fat: 82, // 81.65
    });
  });

  it('multiplies grams per lb by the weight in lb', () => {
    const perLb = target('per_lb', 1, 1.5, 0.4);
    expect(gramsFor(perLb, { value: 180, unit: 'lb' })).toEqual({
      protein: 180,
      carbs: 270,
      fat: 72,
    });
    // 80 kg = 176.3698 lb
    expect(gramsFor(perLb, { value: 80, unit: 'kg' })).toEqual({
      protein: 176,
      carbs: 265,
      fat: 71,
    });
  });

  it('cannot say the grams of a bodyweight-based target without a weight', () => {
    expect(gramsFor(target('per_kg', 2, 3, 1), null)).toBeNull();
    expect(gramsFor(target('per_lb', 1, 1, 0.4), null)).toBeNull();
    expect(gramsFor(target('per_kg', 2, 3, 1), { value: 0, unit: 'kg' })).toBeNull();
  });
});

describe('a Macros block target', () => {
  it('accepts whole grams from 0 to 2000 in exact mode', () => {
    expect(fieldErrors(target('exact', 0, 2000, 65))).toEqual({});
    expect(fieldErrors(target('exact', 180.5, 2001, -1))).toEqual({
      protein: ['Enter whole grams.'],
      carbs: ['Enter a value between 0 and 2000 g.'],
      fat: ['Enter a value between 0 and 2000 g.'],
    });
  });

  it('accepts 0 to 10 g per kg and 0 to 5 g per lb, with one decimal', () => {
    expect(fieldErrors(target('per_kg', 2.2, 10, 0))).toEqual({});
    expect(fieldErrors(target('per_lb', 0.8, 5, 0.3))).toEqual({});
    expect(fieldErrors(target('per_kg', 2.25, 10.1, 1))).toEqual({
      protein: ['Enter at most one decimal place.'],
      carbs: ['Enter a value between 0 and 10 g per kg.'],
    });
    expect(fieldErrors(target('per_lb', 5.1, 0.82, 1))).toEqual({
      protein: ['Enter a value between 0 and 5 g per lb.'],
      carbs: ['Enter at most one decimal place.'],
    });
  });

  it("says 'Please enter a valid value.' for a missing value and still checks the others", () => {
    expect(fieldErrors({ mode: 'exact', protein: null, carbs: '12', fat: 2001 })).toEqual({
      protein: ['Please enter a valid value.'],
      carbs: ['Please enter a valid value.'],
      fat: ['Enter a value between 0 and 2000 g.'],
    });
    expect(fieldErrors({ mode: 'per_kg', protein: Number.NaN, carbs: 1, fat: 1 })).toEqual({
      protein: ['Please enter a valid value.'],
    });
    expect(fieldErrors({ mode: 'per_day', protein: 1, carbs: 1, fat: 1 })).toEqual({
      mode: ['Please enter a valid value.'],
    });
  });

  it('checks a field the way the schema does', () => {
    expect(macroError('exact', null)).toBe('Please enter a valid value.');
    expect(macroError('per_kg', 2.3)).toBeNull();
    expect(macroError('per_lb', 0.1 + 0.2)).toBeNull();
  });
});
