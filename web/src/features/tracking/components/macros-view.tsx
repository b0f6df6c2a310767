import { useState } from 'react';
import { Alert, Button, Group, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { caloriesOf, gramsFor, kgOf } from '@forma/contract/training/macros.rules';
import { trainingMessages } from '@forma/contract/training/schedule.messages';
import {
  getAthleteCalendarDaysEndpoint,
  getCalendarDaysEndpoint,
  saveBodyweightEndpoint,
} from '@forma/contract/tracking/tracking.endpoints';
import { macrosLogBodySchema } from '@forma/contract/tracking/results.schemas';
import { call } from '../../../lib/call';
import { useRefresh } from '../api/use-refresh';
import type { ShownBlock } from '../model/overlay-pending';
import { useTrainingChanges } from '../sync/use-training-changes';
import { macrosTexts as t } from '../tracking.messages';
import { isClient, useCalendarContext } from './calendar-context';

/**
 * A Macros block: the day's targets (grams, or per kg or lb of the client's bodyweight) and what
 * the client ate against them. Without a known weight, bodyweight targets say they cannot be
 * shown and the client may enter their weight.
 */
export function MacrosView({ block }: { block: ShownBlock }) {
  const calendar = useCalendarContext();
  const target = block.macros;
  if (!target) return null;
  const weight =
    calendar.bodyweightKg === null ? null : { value: calendar.bodyweightKg, unit: 'kg' as const };
  const grams = gramsFor(target, weight);
  const log = block.macros_log;
  return (
    <Stack gap="xs">
      {grams ? (
        <Text size="sm">
          <Text span fw={600}>
            {t.target}:
          </Text>{' '}
          {t.grams(grams.protein, grams.carbs, grams.fat)} · {t.calories(caloriesOf(grams))}
        </Text>
      ) : (
        <Stack gap="xs">
          <Alert color="yellow" variant="light">
            {trainingMessages.macros.needsWeight}
          </Alert>
          {isClient(calendar) && <BodyweightForm />}
        </Stack>
      )}
      {isClient(calendar) ? (
        <MacrosLogForm block={block} />
      ) : (
        <Text size="sm">
          <Text span fw={600}>
            {t.logged}:
          </Text>{' '}
          {log
            ? `${t.grams(log.protein, log.carbs, log.fat)} · ${t.calories(log.calories)}`
            : t.notLogged}
        </Text>
      )}
    </Stack>
  );
}

function BodyweightForm() {
  const { weightUnit } = useCalendarContext();
  const refresh = useRefresh();
  const [value, setValue] = useState<number | string>('');
  const save = useMutation({
    mutationFn: (kg: number) => call(saveBodyweightEndpoint, { body: { bodyweight_kg: kg } }),
    onSuccess: () => refresh([getCalendarDaysEndpoint, getAthleteCalendarDaysEndpoint]),
  });
  const kg = typeof value === 'number' ? kgOf({ value, unit: weightUnit }) : null;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (kg !== null) save.mutate(Math.round(kg * 10) / 10);
      }}
    >
      <Group align="flex-end" gap="xs">
        <NumberInput
          label={t.bodyweight(weightUnit)}
          value={value}
          onChange={setValue}
          min={0}
          decimalScale={1}
          inputMode="decimal"
          w={160}
        />
        <Button type="submit" variant="light" loading={save.isPending} disabled={kg === null}>
          {t.saveWeight}
        </Button>
      </Group>
    </form>
  );
}

type Grams = { protein: number | string; carbs: number | string; fat: number | string };

function MacrosLogForm({ block }: { block: ShownBlock }) {
  const { submit } = useTrainingChanges();
  const log = block.macros_log;
  const [draft, setDraft] = useState<Grams>({
    protein: log?.protein ?? '',
    carbs: log?.carbs ?? '',
    fat: log?.fat ?? '',
  });
  const parsed = macrosLogBodySchema.safeParse({
    protein: Number(draft.protein === '' ? NaN : draft.protein),
    carbs: Number(draft.carbs === '' ? NaN : draft.carbs),
    fat: Number(draft.fat === '' ? NaN : draft.fat),
  });
  const field = (key: keyof Grams) => (
    <NumberInput
      label={t[key]}
      value={draft[key]}
      onChange={(value) => setDraft({ ...draft, [key]: value })}
      min={0}
      max={2000}
      decimalScale={1}
      inputMode="decimal"
    />
  );
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (parsed.success) submit({ kind: 'macros', block_id: block.id, ...parsed.data });
      }}
    >
      <SimpleGrid cols={3} spacing="xs">
        {field('protein')}
        {field('carbs')}
        {field('fat')}
      </SimpleGrid>
      <Group justify="space-between" mt="xs">
        <Text size="sm" c="dimmed" aria-live="polite">
          {parsed.success ? t.calories(caloriesOf(parsed.data)) : ''}
        </Text>
        <Button type="submit" size="compact-md" disabled={!parsed.success}>
          {t.log}
        </Button>
      </Group>
    </form>
  );
}
