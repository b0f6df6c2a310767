// SLOT (macros): the macros helper's branch brings `macros-fields.tsx` (the macros block's fields,
// with contract/src/training/macros.rules.ts) and `macro-calculator.tsx` (the calculator
// sidebar). Once merged, MacrosEditor renders MacrosFields and MacroCalculatorSlot is the
// calculator; the builder already shows the sidebar entry as soon as the slot is not null.
import type { ComponentType } from 'react';
import { Group, NumberInput, SegmentedControl, Stack, Text } from '@mantine/core';
import type { Block } from '@forma/contract/training/schedule.schemas';
import { caloriesOf } from '../model/block-summary';
import { blockTexts, macrosTexts as t } from '../schedule.messages';

type Target = NonNullable<Block['macros']>;

/** The calculator sidebar: it hands the targets it works out to the macros block being edited. */
export const MacroCalculatorSlot: ComponentType<{ onApply: (target: Target) => void }> | null =
  null;

const EMPTY: Target = { mode: 'exact', protein: 0, carbs: 0, fat: 0 };

/** The macros block's targets: protein, carbs and fat in g (exact or per kg / lb of bodyweight). */
export function MacrosEditor({
  value,
  onChange,
}: {
  value: Target | null;
  onChange: (target: Target) => void;
}) {
  const target = value ?? EMPTY;
  const grams = (field: 'protein' | 'carbs' | 'fat', label: string) => (
    <NumberInput
      label={label}
      suffix={target.mode === 'exact' ? ' g' : ' g/' + (target.mode === 'per_kg' ? 'kg' : 'lb')}
      min={0}
      max={2000}
      decimalScale={1}
      defaultValue={target[field]}
      key={`${field}-${target[field]}-${target.mode}`}
      onBlur={(event) => {
        const typed = Number(event.currentTarget.value.replace(/[^\d.]/g, ''));
        const next = Math.min(2000, Math.max(0, Number.isFinite(typed) ? typed : 0));
        if (next !== target[field]) onChange({ ...target, [field]: next });
      }}
    />
  );
  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label={t.mode}
        value={target.mode}
        onChange={(mode) => onChange({ ...target, mode: mode as Target['mode'] })}
        data={[
          { value: 'exact', label: t.exact },
          { value: 'per_kg', label: t.perKg },
          { value: 'per_lb', label: t.perLb },
        ]}
      />
      <Group grow align="flex-start">
        {grams('protein', t.protein)}
        {grams('carbs', t.carbs)}
        {grams('fat', t.fat)}
      </Group>
      {target.mode === 'exact' && (
        <Text size="sm" c="dimmed">
          {blockTexts.calories(caloriesOf(target))}
        </Text>
      )}
    </Stack>
  );
}
