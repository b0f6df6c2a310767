import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import {
  getExerciseEndpoint,
  getExercisesEndpoint,
} from '@forma/contract/exercises/exercises.endpoints';
import type {
  EquipmentKind,
  ExerciseLibrary,
  MetricCategory,
  MuscleGroup,
} from '@forma/contract/exercises/exercises.rules';
import { endpointKey, endpointQuery } from '../../../lib/call';

export type ExerciseListFilters = {
  library: ExerciseLibrary;
  page: number;
  search?: string;
  category?: MetricCategory;
  muscle_group?: MuscleGroup;
  equipment?: EquipmentKind;
};

/** After a change: every page of both libraries and every exercise are fetched again. */
export const invalidateExercises = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: endpointKey(getExercisesEndpoint) }),
    queryClient.invalidateQueries({ queryKey: endpointKey(getExerciseEndpoint) }),
  ]);

/** GET exercises?library&search&category&muscle_group&equipment&page -> {items, pagination}. */
export const exercisesQueryOptions = (filters: ExerciseListFilters) => ({
  ...endpointQuery(getExercisesEndpoint, {
    query: {
      library: filters.library,
      page: String(filters.page),
      search: filters.search || undefined,
      category: filters.category,
      muscle_group: filters.muscle_group,
      equipment: filters.equipment,
    },
  }),
  placeholderData: keepPreviousData,
});

export function useExercises(filters: ExerciseListFilters) {
  return useQuery(exercisesQueryOptions(filters));
}
