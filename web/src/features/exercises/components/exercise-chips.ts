import type { Exercise } from '@forma/contract/exercises/exercises.schemas';
import { exerciseLabels as labels, exercisesTexts as t } from '../exercises.messages';

/**
 * What an exercise is, in words that say which is which: the metric category, the major muscle
 * group, and the equipment named as such (a category and an equipment kind may share a word).
 */
export function exerciseChips(exercise: Pick<Exercise, 'category' | 'muscle_group' | 'equipment'>) {
  return [
    labels.category[exercise.category],
    labels.muscleGroup[exercise.muscle_group],
    t.equipmentChip(labels.equipment[exercise.equipment]),
  ];
}

/** The primary muscles: the major muscle group chosen, then any muscles named within it. */
export function primaryMuscles(exercise: Pick<Exercise, 'muscle_group' | 'primary_muscles'>) {
  const group = labels.muscleGroup[exercise.muscle_group];
  const muscles = exercise.primary_muscles.map((muscle) => labels.muscle[muscle]).join(', ');
  return muscles ? `${group} (${muscles})` : group;
}
