import { z } from 'zod';
import { trainingMessages } from './schedule.messages.ts';
import { MACROS, type Macros } from './macro-calories.rules.ts';

const m = trainingMessages.macros;

// Grams and calories (spec 3, "Macros block") are in macro-calories.rules.ts, without zod: the
// builder's week shows a Macros block's calories before any form needs this file's schema.
export {
  MACROS,
  KCAL_PER_GRAM,
  caloriesOf,
  caloriesPerBodyweight,
  type Macro,
  type Macros,
} from './macro-calories.rules.ts';

// --- Bodyweight ---

export const WEIGHT_UNITS = ['kg', 'lb'] as const;
export type WeightUnit = (typeof WEIGHT_UNITS)[number];
export type Weight = { value: number; unit: WeightUnit };

/** The international avoirdupois pound (1959), exactly. */
export const KG_PER_LB = 0.45359237;

export const kgOf = ({ value, unit }: Weight): number =>
  unit === 'kg' ? value : value * KG_PER_LB;
export const lbOf = ({ value, unit }: Weight): number =>
  unit === 'lb' ? value : value / KG_PER_LB;

// --- The Macros block's target ---

export const MACRO_MODES = ['exact', 'per_kg', 'per_lb'] as const;
export type MacroMode = (typeof MACRO_MODES)[number];

/** The highest value a field takes in each mode, and the unit it is read in. */
export const MACRO_LIMITS: Record<MacroMode, { max: number; unit: string }> = {
  exact: { max: 2000, unit: 'g' },
  per_kg: { max: 10, unit: 'g per kg' },
  per_lb: { max: 5, unit: 'g per lb' },
};

export const isBodyweightMode = (mode: MacroMode): boolean => mode !== 'exact';

/** The message for one field of the target, or null when the value is valid in that mode. */
export function macroError(mode: MacroMode, value: number | null | undefined): string | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return m.invalid;
  const { max, unit } = MACRO_LIMITS[mode];
  if (value < 0 || value > max) return m.range(max, unit);
  if (mode === 'exact') return Number.isInteger(value) ? null : m.wholeGrams;
  // A tolerance, since 0.1 steps are not exact in binary (2.3 * 10 = 22.999999999999996).
  return Math.abs(value * 10 - Math.round(value * 10)) < 1e-9 ? null : m.oneDecimal;
}

/**
 * The grams a target asks of a person of this bodyweight, to the whole gram; null when the target
 * is bodyweight-based and no weight is known (spec 8: such targets cannot be shown).
 */
export function gramsFor(target: MacrosTarget, bodyweight: Weight | null): Macros | null {
  const per = (scale: number): Macros => ({
    protein: Math.round(target.protein * scale),
    carbs: Math.round(target.carbs * scale),
    fat: Math.round(target.fat * scale),
  });
  if (target.mode === 'exact') return per(1);
  if (!bodyweight || !(bodyweight.value > 0)) return null;
  return per(target.mode === 'per_kg' ? kgOf(bodyweight) : lbOf(bodyweight));
}

const macroValueSchema = z.number({ error: m.invalid });

/** Runs the per-mode checks even when another field already failed, so each field says its own. */
const everyField = {
  when: (payload: { value: unknown }) =>
    typeof payload.value === 'object' && payload.value !== null,
};

export const macrosTargetSchema = z
  .object({
    mode: z.enum(MACRO_MODES, { error: m.invalid }),
    protein: macroValueSchema,
    carbs: macroValueSchema,
    fat: macroValueSchema,
  })
  .superRefine((target, ctx) => {
    if (!MACRO_MODES.includes(target.mode)) return;
    for (const key of MACROS) {
      const value = target[key];
      // A value that is not a number has had its message from the field's own schema.
      if (typeof value !== 'number' || !Number.isFinite(value)) continue;
      const message = macroError(target.mode, value);
      if (message) ctx.addIssue({ code: 'custom', path: [key], message });
    }
  }, everyField);

/** Grams, or grams per kg or per lb of bodyweight, by mode. */
export type MacrosTarget = z.infer<typeof macrosTargetSchema>;
