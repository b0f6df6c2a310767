import { Badge, Group, Modal, Stack, Text } from '@mantine/core';
import type { Exercise } from '@forma/contract/exercises/exercises.schemas';
import { MediaThumb } from '../../media';
import { exerciseLabels as labels, exercisesTexts as t } from '../exercises.messages';

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
            <Badge variant="light">{labels.category[exercise.category]}</Badge>
            <Badge variant="light" color="gray">
              {labels.muscleGroup[exercise.muscle_group]}
            </Badge>
            <Badge variant="light" color="gray">
              {labels.equipment[exercise.equipment]}
            </Badge>
          </Group>
          {exercise.media && (
            <Group gap="sm">
              <MediaThumb item={exercise.media} size={64} />
              <Text size="sm">{exercise.media.title}</Text>
            </Group>
          )}
          <Line label={t.primaryMuscles}>{muscles(exercise.primary_muscles)}</Line>
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
