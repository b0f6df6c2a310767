import {
  createExerciseEndpoint,
  getExercisesEndpoint,
} from '@forma/contract/exercises/exercises.endpoints';
import type { ExerciseLibrary } from '@forma/contract/exercises/exercises.rules';
import type { Exercise, NewExercise } from '@forma/contract/exercises/exercises.schemas';
import { call } from '../../../lib/call';

/** What the builder needs of an exercise. */
export type ExerciseOption = Pick<Exercise, 'id' | 'name' | 'category'> &
  Partial<Pick<Exercise, 'default_metrics' | 'archived'>>;

/** What 'Create new exercise' asks in the builder (the library's page has the rest). */
export type NewExerciseEssentials = Pick<
  NewExercise,
  'name' | 'category' | 'muscle_group' | 'equipment'
>;

/** The exercise sidebar's calls; a test hands the builder its own. */
export type ExerciseSource = {
  search: (query: { search: string; library: ExerciseLibrary }) => Promise<ExerciseOption[]>;
  /** Refused with 403 `restricted: 'exercises'` on FREE and Starter (spec 6). */
  create: (exercise: NewExerciseEssentials) => Promise<ExerciseOption>;
};

/** GET exercises?library&search (the first page, by name) and POST exercises {exercise}. */
export const exerciseSource: ExerciseSource = {
  search: async ({ search, library }) =>
    (
      await call(
        getExercisesEndpoint,
        { query: { library, search: search.trim() || undefined, page: '1' } },
        { silent: true },
      )
    ).items,
  create: (exercise) => call(createExerciseEndpoint, { body: { exercise } }, { silent: true }),
};
