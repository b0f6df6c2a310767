import { Badge, Group, Modal, Stack, Text } from '@mantine/core';
import type { Exercise } from '@forma/contract/exercises/exercises.schemas';
import { exerciseLabels as labels, exercisesTexts as t } from '../exercises.messages';
import { exerciseChips, primaryMuscles } from './exercise-chips';
import { ExerciseMediaButton } from './exercise-media-button';

function Line({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

/** An exercise read-only: what the product library's rows open. */
export function ExerciseDetailsModal({
  exercise,
  onClose,
}: {
  exercise: Exercise | null;
  onClose: () => void;
}) {
  const muscles = (list: Exercise['primary_muscles']) =>
    list.map((muscle) => labels.muscle[muscle]).join(', ') || '—';
  return (
    <Modal opened={exercise !== null} onClose={onClose} title={exercise?.name} size="lg">
      {exercise && (
        <Stack>
          <Group gap="xs">
            {exerciseChips(exercise).map((chip, index) => (
              <Badge key={chip} variant="light" color={index === 0 ? undefined : 'gray'} tt="none">
                {chip}
              </Badge>
            ))}
          </Group>
          {exercise.media && (
            <Group gap="sm">
              <ExerciseMediaButton media={exercise.media} size={64} />
              <Text size="sm">{exercise.media.title}</Text>
            </Group>
          )}
          <Line label={t.primaryMuscles}>{primaryMuscles(exercise)}</Line>
          <Line label={t.secondaryMuscles}>{muscles(exercise.secondary_muscles)}</Line>
          <Line label={t.defaultMetrics}>
            {exercise.default_metrics.map((metric) => labels.metric[metric]).join(', ') || '—'}
          </Line>
          {exercise.instructions && <Line label={t.instructions}>{exercise.instructions}</Line>}
        </Stack>
      )}
    </Modal>
  );
}
