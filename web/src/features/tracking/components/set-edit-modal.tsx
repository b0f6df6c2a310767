import { useState } from 'react';
import { Alert, Button, Group, Modal, NumberInput, SimpleGrid, TextInput } from '@mantine/core';
import type { Metric } from '@forma/contract/exercises/exercises.rules';
import {
  performedValuesSchema,
  type PerformedValues,
} from '@forma/contract/tracking/results.schemas';
import { kgFrom, loadIn, type WeightUnit } from '../model/units';
import { setTexts as t } from '../tracking.messages';

type Props = {
  title: string;
  metrics: readonly Metric[];
  /** What the form starts from: the values logged, or the pre-fill. */
  initial: PerformedValues | null;
  unit: WeightUnit;
  onSave: (values: PerformedValues) => void;
  onClose: () => void;
};

type Draft = Partial<Record<Metric, string | number>>;

function draftOf(values: PerformedValues | null, unit: WeightUnit): Draft {
  if (!values) return {};
  const { weight_kg, ...rest } = values;
  return { ...rest, ...(weight_kg === undefined ? {} : { weight: loadIn(weight_kg, unit) }) };
}

function valuesOf(draft: Draft, unit: WeightUnit): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [metric, value] of Object.entries(draft)) {
    if (value === '' || value === undefined) continue;
    if (metric === 'tempo') values.tempo = String(value).toUpperCase();
    else if (metric === 'weight') values.weight_kg = kgFrom(Number(value), unit);
    else values[metric] = Number(value);
  }
  return values;
}

/** A set's values in the exercise's metrics (a load in the client's unit), checked as the server does. */
export function SetEditModal({ title, metrics, initial, unit, onSave, onClose }: Props) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(initial, unit));
  const [error, setError] = useState<string | null>(null);
  const save = () => {
    const parsed = performedValuesSchema.safeParse(valuesOf(draft, unit));
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    onSave(parsed.data);
    onClose();
  };
  const label = (metric: Metric) =>
    metric === 'weight' ? `${t.metrics.weight} (${unit})` : t.metrics[metric];

  return (
    <Modal opened onClose={onClose} title={title} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <SimpleGrid cols={2} spacing="sm">
          {metrics.map((metric) =>
            metric === 'tempo' ? (
              <TextInput
                key={metric}
                label={label(metric)}
                value={String(draft.tempo ?? '')}
                onChange={(event) => setDraft({ ...draft, tempo: event.currentTarget.value })}
              />
            ) : (
              <NumberInput
                key={metric}
                label={label(metric)}
                min={0}
                decimalScale={metric === 'weight' || metric === 'speed' ? 2 : 1}
                inputMode="decimal"
                value={draft[metric] ?? ''}
                onChange={(value) => setDraft({ ...draft, [metric]: value })}
              />
            ),
          )}
        </SimpleGrid>
        {error && (
          <Alert color="red" mt="sm" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" mt="md">
          <Button type="submit">{t.save}</Button>
        </Group>
      </form>
    </Modal>
  );
}
