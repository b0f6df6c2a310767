import { useState } from 'react';
import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { Block } from '@forma/contract/training/schedule.schemas';
import type { ShownBlock } from '../model/overlay-pending';
import { editMetrics } from '../model/prefill';
import { setTexts as t } from '../tracking.messages';
import { useTrainingChanges } from '../sync/use-training-changes';
import { isClient, useCalendarContext } from './calendar-context';
import { ExerciseHistoryModal } from './exercise-history-modal';
import { RestTimer } from './rest-timer';
import { SetRow } from './set-row';

type Props = { block: ShownBlock; exercise: Block['exercises'][number] };

/** An exercise of a training block: its prescribed sets with what was performed, and its rest timer. */
export function ExerciseView({ block, exercise }: Props) {
  const calendar = useCalendarContext();
  const client = isClient(calendar);
  const { submit } = useTrainingChanges();
  const [history, setHistory] = useState(false);
  const performed = block.performed.filter((set) => set.block_exercise_id === exercise.id);
  const metrics = editMetrics(
    exercise.exercise.category,
    exercise.sets,
    performed.map((set) => set.values),
  );
  const rest = exercise.sets.find((set) => set.rest)?.rest?.min;
  const name = exercise.exercise.name;

  return (
    <Stack gap={4} role="group" aria-label={name}>
      <Group gap="xs" wrap="nowrap">
        {client ? (
          <UnstyledButton
            onClick={() => setHistory(true)}
            aria-label={t.openHistory(name)}
            fw={600}
            td="underline"
          >
            {name}
          </UnstyledButton>
        ) : (
          <Text fw={600}>{name}</Text>
        )}
        {exercise.superset !== null && (
          <Badge size="sm" variant="light" color="gray">
            {t.superset(exercise.superset)}
          </Badge>
        )}
      </Group>
      {exercise.notes && (
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
          {exercise.notes}
        </Text>
      )}
      {client && rest !== undefined && rest > 0 && <RestTimer seconds={rest} />}
      {exercise.sets.length === 0 && (
        <Text size="sm" c="dimmed">
          {t.noSets}
        </Text>
      )}
      {exercise.sets.map((set, index) => (
        <SetRow
          key={index}
          exerciseName={name}
          index={index}
          prescribed={set}
          performed={performed.find((each) => each.set_index === index)}
          metrics={metrics}
          onLog={
            client
              ? (values) =>
                  submit({ kind: 'set', block_exercise_id: exercise.id, set_index: index, values })
              : undefined
          }
          onUndo={
            client
              ? () => submit({ kind: 'unset', block_exercise_id: exercise.id, set_index: index })
              : undefined
          }
        />
      ))}
      {history && (
        <ExerciseHistoryModal
          exerciseId={exercise.exercise_id}
          name={name}
          onClose={() => setHistory(false)}
        />
      )}
    </Stack>
  );
}
