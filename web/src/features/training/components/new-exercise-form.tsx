import { useState } from 'react';
import { Alert, Button, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import {
  EQUIPMENT_KINDS,
  METRIC_CATEGORIES,
  MUSCLE_GROUPS,
  type EquipmentKind,
  type MetricCategory,
  type MuscleGroup,
} from '@forma/contract/exercises/exercises.rules';
import { ApiError } from '../../../lib/api-client';
import { exerciseLabels } from '../../exercises';
import { failureMessages } from '../../../lib/messages';
import type { ExerciseOption, NewExerciseEssentials } from '../api/exercise-source';
import { exerciseTexts, pickerTexts as t, trainingMessages } from '../schedule.messages';
import { useBuilder } from './builder-context';

const NAME_MAX = 100;
const options = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

type Props = {
  initialName: string;
  onCreated: (exercise: ExerciseOption) => void;
  onCancel: () => void;
};

/** 'Create new exercise' from the exercise sidebar: the essentials, then it joins the block. */
export function NewExerciseForm({ initialName, onCreated, onCancel }: Props) {
  const { exercises, askUpgrade } = useBuilder();
  const [exercise, setExercise] = useState<NewExerciseEssentials>({
    name: initialName.trim(),
    category: 'strength',
    muscle_group: 'upper_legs',
    equipment: 'strength',
  });
  const [nameError, setNameError] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: exercises.create,
    onSuccess: onCreated,
    onError: (error) => {
      if (error instanceof ApiError && error.body?.restricted)
        askUpgrade(exerciseTexts.exercisesNeedPro);
    },
  });
  const refusal =
    create.error instanceof ApiError
      ? (Object.values(create.error.body?.errors ?? {}).flat()[0] ?? failureMessages.requestFailed)
      : create.error
        ? failureMessages.requestFailed
        : null;

  const submit = () => {
    const name = exercise.name.trim();
    const error = !name
      ? trainingMessages.required
      : name.length > NAME_MAX
        ? trainingMessages.tooLong(NAME_MAX)
        : null;
    setNameError(error);
    if (!error) create.mutate({ ...exercise, name });
  };

  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="xs">
        <Text fw={600} size="sm">
          {t.createNew}
        </Text>
        <TextInput
          label={t.name}
          required
          value={exercise.name}
          error={nameError}
          onChange={(event) => setExercise({ ...exercise, name: event.currentTarget.value })}
          data-autofocus
        />
        <Select
          label={t.category}
          allowDeselect={false}
          value={exercise.category}
          data={options(METRIC_CATEGORIES, exerciseLabels.category)}
          onChange={(value) =>
            value && setExercise({ ...exercise, category: value as MetricCategory })
          }
        />
        <Select
          label={t.muscleGroup}
          allowDeselect={false}
          value={exercise.muscle_group}
          data={options(MUSCLE_GROUPS, exerciseLabels.muscleGroup)}
          onChange={(value) =>
            value && setExercise({ ...exercise, muscle_group: value as MuscleGroup })
          }
        />
        <Select
          label={t.equipment}
          allowDeselect={false}
          value={exercise.equipment}
          data={options(EQUIPMENT_KINDS, exerciseLabels.equipment)}
          onChange={(value) =>
            value && setExercise({ ...exercise, equipment: value as EquipmentKind })
          }
        />
        {refusal && !(create.error instanceof ApiError && create.error.body?.restricted) && (
          <Alert color="red">{refusal}</Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" size="xs" onClick={onCancel}>
            {t.cancel}
          </Button>
          <Button size="xs" loading={create.isPending} onClick={submit}>
            {t.create}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
