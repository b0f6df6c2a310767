// SLOT (exercise library): the builder's exercise sidebar reads and creates exercises only
// through this file. The exercise library (branch `exercises`) brings the contract's
// getExercisesEndpoint / createExerciseEndpoint: once merged, point these two functions at them
// with `call(...)` and drop the hand-written types below for the contract's `Exercise`.
import type {
  EquipmentKind,
  Metric,
  MetricCategory,
  MuscleGroup,
} from '@forma/contract/exercises/exercises.rules';
import { request } from '../../../lib/api-client';

export type ExerciseLibrary = 'mine' | 'product';

/** What the builder needs of an exercise. */
export type ExerciseOption = {
  id: number;
  name: string;
  category: MetricCategory;
  muscle_group: MuscleGroup;
  equipment: EquipmentKind;
  /** The metrics a prescription starts with. */
  default_metrics?: Metric[];
  archived?: boolean;
};

export type NewExercise = Pick<ExerciseOption, 'name' | 'category' | 'muscle_group' | 'equipment'>;

export type ExerciseSource = {
  search: (query: { search: string; library: ExerciseLibrary }) => Promise<ExerciseOption[]>;
  /** Refused with 403 `restricted: 'exercises'` on FREE and Starter (spec 6). */
  create: (exercise: NewExercise) => Promise<ExerciseOption>;
};

/** GET exercises?library&search (first page) and POST exercises {exercise}. */
export const exerciseSource: ExerciseSource = {
  search: async ({ search, library }) => {
    const answer = (await request('exercises', {
      query: { library, search: search.trim() || undefined, page: 1 },
      silent: true,
    })) as { items: ExerciseOption[] };
    return answer.items;
  },
  create: async (exercise) =>
    (await request('exercises', {
      method: 'POST',
      body: { exercise },
      silent: true,
    })) as ExerciseOption,
};
