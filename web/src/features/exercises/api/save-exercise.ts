import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createExerciseEndpoint,
  deleteExerciseEndpoint,
  updateExerciseEndpoint,
} from '@forma/contract/exercises/exercises.endpoints';
import type { ExerciseChanges, NewExercise } from '@forma/contract/exercises/exercises.schemas';
import { call } from '../../../lib/call';
import { invalidateExercises } from './get-exercises';

export type SaveExercise =
  { id: null; exercise: NewExercise } | { id: number; exercise: ExerciseChanges };

/** POST exercises {exercise} or PATCH exercises/{id} {exercise} -> Exercise. */
export function useSaveExercise() {
  const queryClient = useQueryClient();
  return useMutation({
    // Silent: the form shows a refusal under its fields (useRefusal).
    mutationFn: (save: SaveExercise) =>
      save.id === null
        ? call(createExerciseEndpoint, { body: { exercise: save.exercise } }, { silent: true })
        : call(
            updateExerciseEndpoint,
            { params: { id: save.id }, body: { exercise: save.exercise } },
            { silent: true },
          ),
    onSuccess: () => invalidateExercises(queryClient),
  });
}

/** DELETE exercises/{id}: archived on the server, gone from the library. */
export function useDeleteExercise() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(deleteExerciseEndpoint, { params: { id } }),
    onSuccess: () => invalidateExercises(queryClient),
  });
}
