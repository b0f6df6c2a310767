import {
  STARTING_METRICS,
  type EquipmentKind,
  type Metric,
  type MetricCategory,
  type Muscle,
  type MuscleGroup,
} from '@forma/contract/exercises/exercises.rules';
import {
  exerciseChangesSchema,
  newExerciseSchema,
  type Exercise,
} from '@forma/contract/exercises/exercises.schemas';
import type { MediaItem } from '@forma/contract/media/media.schemas';
import type { SaveExercise } from '../api/save-exercise';
import { exercisesTexts as t } from '../exercises.messages';

/** What the exercise modal edits. */
export type ExerciseFormValues = {
  name: string;
  category: MetricCategory;
  muscle_group: MuscleGroup | null;
  secondary_muscles: Muscle[];
  equipment: EquipmentKind | null;
  default_metrics: Metric[];
  instructions: string;
  media: MediaItem | null;
};

export const FORM_FIELDS = [
  'name',
  'category',
  'muscle_group',
  'secondary_muscles',
  'equipment',
  'default_metrics',
  'instructions',
  'media_id',
] as const;

export function initialValues(exercise: Exercise | null): ExerciseFormValues {
  if (!exercise) {
    return {
      name: '',
      category: 'strength',
      muscle_group: null,
      secondary_muscles: [],
      equipment: null,
      default_metrics: [...STARTING_METRICS.strength],
      instructions: '',
      media: null,
    };
  }
  return {
    name: exercise.name,
    category: exercise.category,
    muscle_group: exercise.muscle_group,
    secondary_muscles: exercise.secondary_muscles,
    equipment: exercise.equipment,
    default_metrics: exercise.default_metrics,
    instructions: exercise.instructions,
    media: exercise.media,
  };
}

type Checked = { ok: true; save: SaveExercise } | { ok: false; errors: Record<string, string> };

const hasAny = (errors: object) => Object.keys(errors).length > 0;

type Issue = { path: PropertyKey[]; message: string };

/** The schema's first message for each field, and the selects left empty. */
function refused(issues: readonly Issue[] | undefined, missing: Record<string, string>): Checked {
  const errors: Record<string, string> = {};
  for (const issue of issues ?? []) errors[String(issue.path[0] ?? 'base')] ??= issue.message;
  return { ok: false, errors: { ...errors, ...missing } };
}

/**
 * The call that saves the values: a create (`id` null, with the category) or an edit of
 * exercise `id`, checked with the contract's schema first.
 */
export function toSave(values: ExerciseFormValues, id: number | null): Checked {
  const missing: Record<string, string> = {};
  if (!values.muscle_group) missing.muscle_group = t.chooseMuscleGroup;
  if (!values.equipment) missing.equipment = t.chooseEquipment;
  const fields = {
    name: values.name,
    muscle_group: values.muscle_group ?? undefined,
    secondary_muscles: values.secondary_muscles,
    equipment: values.equipment ?? undefined,
    default_metrics: values.default_metrics,
    instructions: values.instructions,
    media_id: values.media?.id ?? null,
  };
  if (id === null) {
    const parsed = newExerciseSchema.safeParse({ ...fields, category: values.category });
    return parsed.success && !hasAny(missing)
      ? { ok: true, save: { id: null, exercise: parsed.data } }
      : refused(parsed.error?.issues, missing);
  }
  const parsed = exerciseChangesSchema.safeParse(fields);
  return parsed.success && !hasAny(missing)
    ? { ok: true, save: { id, exercise: parsed.data } }
    : refused(parsed.error?.issues, missing);
}
