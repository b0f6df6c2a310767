import { useId, useState, type ReactNode } from 'react';
import {
  Box,
  Button,
  Group,
  Input,
  NativeSelect,
  NumberInput,
  SegmentedControl,
  Stack,
  Text,
  type NumberInputProps,
} from '@mantine/core';
import {
  ACTIVITY_LEVELS,
  BMR_FORMULAS,
  calculateMacros,
  MACRO_SPLITS,
  SEXES,
  SPLIT_PERCENTAGES,
  type ActivityLevel,
  type BmrFormula,
  type MacroSplit,
  type Sex,
} from '@forma/contract/training/macro-calculator.rules';
import { MACROS, type Macros, type WeightUnit } from '@forma/contract/training/macros.rules';
import { macroCalculatorTexts as t } from '../macros.messages';
import {
  draftErrors,
  inputOf,
  newDraft,
  withHeightUnit,
  withWeightUnit,
  type CalculatorDraft,
  type LengthUnit,
  type Measured,
} from './macro-calculator-draft';

type Props = {
  onApply: (grams: Macros) => void;
  /** The units the form opens in (the user's defaults). */
  units?: { weight: WeightUnit; length: LengthUnit };
};

/** A measurement's label with its unit switch beside it, over its number fields. */
function Measure(props: {
  label: string;
  inputId: string;
  unitLabel: string;
  units: { value: string; label: string }[];
  unit: string;
  onUnit: (unit: string) => void;
  children: ReactNode;
}) {
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Input.Label htmlFor={props.inputId}>{props.label}</Input.Label>
        <SegmentedControl
          size="xs"
          aria-label={props.unitLabel}
          value={props.unit}
          data={props.units}
          onChange={props.onUnit}
        />
      </Group>
      <Group grow gap="xs" align="flex-start">
        {props.children}
      </Group>
    </Stack>
  );
}

/** A number field named with its unit, which it also shows. */
function UnitField({ unit, ...props }: NumberInputProps & { unit: string; 'aria-label': string }) {
  return (
    <NumberInput
      rightSection={
        <Text size="sm" c="dimmed">
          {unit}
        </Text>
      }
      allowNegative={false}
      decimalScale={1}
      inputMode="decimal"
      {...props}
    />
  );
}

/** The builder's macro calculator (spec 3): BMR, daily energy and a split, applied to a block. */
export function MacroCalculator({ onApply, units = { weight: 'kg', length: 'cm' } }: Props) {
  const [draft, setDraft] = useState<CalculatorDraft>(() => newDraft(units));
  const [left, setLeft] = useState<ReadonlySet<Measured>>(new Set());
  const id = useId();
  const set = (patch: Partial<CalculatorDraft>) =>
    setDraft((current) => ({ ...current, ...patch }));
  const leave = (key: Measured) => () => setLeft((keys) => new Set(keys).add(key));

  // A field says its message once focus has left it; a fixed value clears it at once.
  const errors = draftErrors(draft);
  const shown = (key: Measured) => (left.has(key) ? errors[key] : null);
  const input = inputOf(draft);
  const result = input && calculateMacros(input);

  const heightProps = {
    onBlur: leave('height'),
    error: shown('height'),
  };
  const heightFields =
    draft.heightUnit === 'cm'
      ? [
          <UnitField
            key="cm"
            unit="cm"
            id={`${id}-height`}
            aria-label={`${t.height} (cm)`}
            value={draft.cm}
            onChange={(cm) => set({ cm })}
            {...heightProps}
          />,
        ]
      : [
          <UnitField
            key="ft"
            unit="ft"
            id={`${id}-height`}
            aria-label={t.feet}
            allowDecimal={false}
            inputMode="numeric"
            value={draft.ft}
            onChange={(ft) => set({ ft })}
            {...heightProps}
          />,
          <UnitField
            key="in"
            unit="in"
            aria-label={t.inches}
            value={draft.inches}
            onChange={(inches) => set({ inches })}
            {...heightProps}
            error={Boolean(heightProps.error)}
          />,
        ];

  return (
    <Stack gap="sm">
      <Stack gap={4}>
        <Text size="sm" fw={500} component="div">
          {t.sex}
        </Text>
        <SegmentedControl
          aria-label={t.sex}
          fullWidth
          value={draft.sex}
          data={SEXES.map((sex) => ({ value: sex, label: t.sexes[sex] }))}
          onChange={(sex) => set({ sex: sex as Sex })}
        />
      </Stack>
      <NumberInput
        label={t.age}
        inputMode="numeric"
        allowDecimal={false}
        allowNegative={false}
        value={draft.age}
        onChange={(age) => set({ age })}
        onBlur={leave('age')}
        error={shown('age')}
      />
      <Measure
        label={t.weight}
        inputId={`${id}-weight`}
        unitLabel={t.weightUnit}
        units={[
          { value: 'kg', label: 'kg' },
          { value: 'lb', label: 'lb' },
        ]}
        unit={draft.weightUnit}
        onUnit={(unit) => setDraft(withWeightUnit(draft, unit as WeightUnit))}
      >
        <UnitField
          unit={draft.weightUnit}
          id={`${id}-weight`}
          aria-label={`${t.weight} (${draft.weightUnit})`}
          value={draft.weight}
          onChange={(weight) => set({ weight })}
          onBlur={leave('weight')}
          error={shown('weight')}
        />
      </Measure>
      <Measure
        label={t.height}
        inputId={`${id}-height`}
        unitLabel={t.heightUnit}
        units={[
          { value: 'cm', label: t.cm },
          { value: 'in', label: t.ftIn },
        ]}
        unit={draft.heightUnit}
        onUnit={(unit) => setDraft(withHeightUnit(draft, unit as LengthUnit))}
      >
        {heightFields}
      </Measure>
      <NativeSelect
        label={t.formula}
        value={draft.formula}
        data={BMR_FORMULAS.map((formula) => ({ value: formula, label: t.formulas[formula] }))}
        onChange={(event) => set({ formula: event.currentTarget.value as BmrFormula })}
      />
      <NativeSelect
        label={t.activity}
        value={draft.activity}
        data={ACTIVITY_LEVELS.map((level) => ({ value: level, label: t.activities[level] }))}
        onChange={(event) => set({ activity: event.currentTarget.value as ActivityLevel })}
      />
      <NativeSelect
        label={t.split}
        value={draft.split}
        data={MACRO_SPLITS.map((split) => {
          const { protein, carbs, fat } = SPLIT_PERCENTAGES[split];
          return { value: split, label: t.splitLabel(t.splits[split], protein, carbs, fat) };
        })}
        onChange={(event) => set({ split: event.currentTarget.value as MacroSplit })}
      />
      <Box component="section" aria-label={t.results} aria-live="polite">
        {result ? (
          <Box component="dl" m={0}>
            {[
              [t.bmr, t.kcal(result.bmr)],
              [t.tdee, t.kcal(result.tdee)],
              ...MACROS.map((key) => [t.nutrients[key], t.grams(result[key])]),
              [t.calories, t.kcal(result.calories)],
            ].map(([term, amount]) => (
              <Group key={term} justify="space-between" gap="xs" py={2}>
                <Text component="dt" size="sm">
                  {term}
                </Text>
                <Text component="dd" size="sm" fw={600} m={0}>
                  {amount}
                </Text>
              </Group>
            ))}
          </Box>
        ) : (
          <Text size="sm" c="dimmed">
            {t.resultsHint}
          </Text>
        )}
      </Box>
      <Button
        disabled={!result}
        onClick={() =>
          result && onApply({ protein: result.protein, carbs: result.carbs, fat: result.fat })
        }
      >
        {t.apply}
      </Button>
    </Stack>
  );
}
