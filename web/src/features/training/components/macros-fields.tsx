import { useState } from 'react';
import { NumberInput, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  caloriesOf,
  caloriesPerBodyweight,
  isBodyweightMode,
  macroError,
  MACRO_MODES,
  MACROS,
  type Macro,
  type MacroMode,
} from '@forma/contract/training/macros.rules';
import { macrosFieldsTexts as t } from '../macros.messages';

/** The block's target as typed: a cleared field is null until a number is entered. */
export type MacrosDraft = { mode: MacroMode } & Record<Macro, number | null>;

export const emptyMacrosDraft: MacrosDraft = {
  mode: 'exact',
  protein: null,
  carbs: null,
  fat: null,
};

/**
 * A NumberInput's entry as a number: Mantine sends a string while the entry is not yet a number
 * of its own ('', '2.'); '2.' already means 2.
 */
export function enteredNumber(entered: number | string): number | null {
  if (typeof entered === 'number') return entered;
  const value = entered.trim() === '' ? Number.NaN : Number(entered);
  return Number.isFinite(value) ? value : null;
}

type Props = {
  value: MacrosDraft;
  onChange: (value: MacrosDraft) => void;
  /** Show every field's message, typed or not (after a refused save). */
  showErrors?: boolean;
};

function caloriesText(draft: MacrosDraft): string {
  const grams = { protein: draft.protein ?? 0, carbs: draft.carbs ?? 0, fat: draft.fat ?? 0 };
  if (draft.mode === 'exact') return t.kcal(caloriesOf(grams));
  return t.kcalPerBodyweight(caloriesPerBodyweight(grams), draft.mode === 'per_kg' ? 'kg' : 'lb');
}

/** The Macros block's editor: grams, or grams per kg or lb, and the calories they make (spec 3). */
export function MacrosFields({ value, onChange, showErrors = false }: Props) {
  const [left, setLeft] = useState<ReadonlySet<Macro>>(new Set());
  // What is typed, kept while it still reads as the value ('2.' while 2): a controlled
  // NumberInput given 2 back would drop the point being typed.
  const [typed, setTyped] = useState<Partial<Record<Macro, string>>>({});
  const shownValue = (key: Macro) => {
    const text = typed[key];
    return text !== undefined && enteredNumber(text) === value[key] ? text : (value[key] ?? '');
  };
  const unit = t.units[value.mode];

  // A field says its message once something is typed in it or focus has left it.
  const errorOf = (key: Macro) =>
    showErrors || left.has(key) || value[key] !== null ? macroError(value.mode, value[key]) : null;

  return (
    <Stack gap="sm">
      <Stack gap={4}>
        <Text size="sm" fw={500} component="div">
          {t.mode}
        </Text>
        <SegmentedControl
          aria-label={t.mode}
          fullWidth
          value={value.mode}
          data={MACRO_MODES.map((mode) => ({ value: mode, label: t.modes[mode] }))}
          onChange={(mode) => onChange({ ...value, mode: mode as MacroMode })}
        />
      </Stack>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        {MACROS.map((key) => (
          <NumberInput
            key={key}
            label={`${t[key]} (${unit})`}
            inputMode="decimal"
            allowNegative={false}
            allowDecimal={isBodyweightMode(value.mode)}
            decimalScale={1}
            value={shownValue(key)}
            onChange={(entered) => {
              setTyped((texts) => ({ ...texts, [key]: String(entered) }));
              onChange({ ...value, [key]: enteredNumber(entered) });
            }}
            onBlur={() => setLeft((keys) => new Set(keys).add(key))}
            error={errorOf(key)}
          />
        ))}
      </SimpleGrid>
      <Text size="sm" aria-live="polite">
        {t.calories}: <b>{caloriesText(value)}</b>
      </Text>
    </Stack>
  );
}
