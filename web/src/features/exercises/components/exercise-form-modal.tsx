import { useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  MultiSelect,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  EQUIPMENT_KINDS,
  EXERCISE_INSTRUCTIONS_MAX,
  EXERCISE_NAME_MAX,
  METRIC_CATEGORIES,
  METRIC_SETS,
  MUSCLE_GROUPS,
  MUSCLE_NAMES,
  STARTING_METRICS,
  type EquipmentKind,
  type Metric,
  type MetricCategory,
  type Muscle,
  type MuscleGroup,
} from '@forma/contract/exercises/exercises.rules';
import type { Exercise } from '@forma/contract/exercises/exercises.schemas';
import { showAlert } from '../../../components/feedback/show-alert';
import { useRefusal } from '../../../components/forms/use-refusal';
import { ApiError } from '../../../lib/api-client';
import { MediaLibraryModal, MediaThumb } from '../../media';
import { useSaveExercise } from '../api/save-exercise';
import { exerciseLabels as labels, exercisesTexts as t } from '../exercises.messages';
import {
  FORM_FIELDS,
  initialValues,
  toSave,
  type ExerciseFormValues,
} from './exercise-form-values';

type Props = {
  /** The exercise to edit, or null to create one. */
  exercise: Exercise | null;
  onClose: () => void;
  /** The server refused for the plan (spec 6): the page shows the upgrade prompt. */
  onRestricted: () => void;
};

const choices = <K extends string>(keys: readonly K[], names: Record<K, string>) =>
  keys.map((key) => ({ value: key, label: names[key] }));

/** Create or edit an exercise of My Library (spec 2.12, 3, 5). Rendered while open. */
export function ExerciseFormModal({ exercise, onClose, onRestricted }: Props) {
  const editing = exercise !== null;
  const [values, setValues] = useState<ExerciseFormValues>(() => initialValues(exercise));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [other, setOther] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
  const save = useSaveExercise();
  const refusal = useRefusal();
  const set = <K extends keyof ExerciseFormValues>(key: K, value: ExerciseFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const submit = () => {
    const checked = toSave(values, exercise?.id ?? null);
    if (!checked.ok) {
      setErrors(checked.errors);
      refusal.refuse(checked.errors);
      return;
    }
    setErrors({});
    setOther(null);
    save.mutate(checked.save, {
      onSuccess: () => {
        showAlert('congrats', editing ? t.saved : t.created);
        onClose();
      },
      onError: (failure) => {
        if (failure instanceof ApiError && failure.body?.restricted === 'exercises') {
          onRestricted();
          return;
        }
        const split = refusal.onFailure(failure, FORM_FIELDS, setErrors);
        setOther(split.other);
      },
    });
  };

  return (
    <Modal opened onClose={onClose} title={editing ? t.editTitle : t.createTitle} size="lg">
      <form
        ref={refusal.ref}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack>
          <TextInput
            label={t.name}
            required
            value={values.name}
            onChange={(event) => set('name', event.currentTarget.value)}
            error={errors.name}
            maxLength={EXERCISE_NAME_MAX}
            data-autofocus
          />
          <Group grow align="flex-start">
            <Select
              label={t.category}
              data={choices(METRIC_CATEGORIES, labels.category)}
              value={values.category}
              onChange={(value) => {
                if (!value) return;
                const category = value as MetricCategory;
                setValues((current) => ({
                  ...current,
                  category,
                  default_metrics: [...STARTING_METRICS[category]],
                }));
              }}
              disabled={editing}
              description={editing ? t.categoryFixed : undefined}
              error={errors.category}
              allowDeselect={false}
            />
            <Select
              label={t.muscleGroup}
              required
              data={choices(MUSCLE_GROUPS, labels.muscleGroup)}
              value={values.muscle_group}
              onChange={(value) => set('muscle_group', value as MuscleGroup | null)}
              error={errors.muscle_group}
            />
          </Group>
          <Group grow align="flex-start">
            <MultiSelect
              label={t.secondaryMuscles}
              data={choices(MUSCLE_NAMES, labels.muscle)}
              value={values.secondary_muscles}
              onChange={(value) => set('secondary_muscles', value as Muscle[])}
              error={errors.secondary_muscles}
              searchable
            />
            <Select
              label={t.equipment}
              required
              data={choices(EQUIPMENT_KINDS, labels.equipment)}
              value={values.equipment}
              onChange={(value) => set('equipment', value as EquipmentKind | null)}
              error={errors.equipment}
            />
          </Group>
          <Checkbox.Group
            label={t.defaultMetrics}
            value={values.default_metrics}
            onChange={(value) => set('default_metrics', value as Metric[])}
            error={errors.default_metrics}
          >
            <Group gap="md" mt="xs">
              {METRIC_SETS[values.category].map((metric) => (
                <Checkbox key={metric} value={metric} label={labels.metric[metric]} />
              ))}
            </Group>
          </Checkbox.Group>
          <Textarea
            label={t.instructions}
            value={values.instructions}
            onChange={(event) => set('instructions', event.currentTarget.value)}
            error={errors.instructions}
            maxLength={EXERCISE_INSTRUCTIONS_MAX}
            rows={4}
          />
          <Stack gap={6}>
            <Text size="sm" fw={500}>
              {t.media}
            </Text>
            <Group gap="sm" wrap="nowrap">
              {values.media && <MediaThumb item={values.media} />}
              {values.media && (
                <Text size="sm" truncate flex={1}>
                  {values.media.title}
                </Text>
              )}
              <Button variant="default" size="xs" onClick={() => setPicking(true)}>
                {values.media ? t.changeMedia : t.chooseMedia}
              </Button>
              {values.media && (
                <Button variant="subtle" color="red" size="xs" onClick={() => set('media', null)}>
                  {t.removeMedia}
                </Button>
              )}
            </Group>
            {errors.media_id && (
              <Text size="xs" c="red">
                {errors.media_id}
              </Text>
            )}
          </Stack>
          {other && <Alert color="red">{other}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t.cancel}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t.save}
            </Button>
          </Group>
        </Stack>
      </form>
      <MediaLibraryModal
        opened={picking}
        onClose={() => setPicking(false)}
        onSubmit={(items) => set('media', items[0] ?? null)}
        initialSelection={values.media ? [values.media] : []}
        allowedTypes={['video', 'image', 'video_link']}
      />
    </Modal>
  );
}
