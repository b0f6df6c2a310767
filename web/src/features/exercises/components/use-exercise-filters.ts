import {
  EQUIPMENT_KINDS,
  METRIC_CATEGORIES,
  MUSCLE_GROUPS,
} from '@forma/contract/exercises/exercises.rules';
import type { PageFilterDef } from '../../../components/filters/page-filter';
import { exerciseLabels as labels, exercisesTexts as t } from '../exercises.messages';

const options = <K extends string>(keys: readonly K[], names: Record<K, string>) => [
  { value: '', label: t.all },
  ...keys.map((key) => ({ value: key, label: names[key] })),
];

/** The library's filters (spec 2.12, 2.16): category, muscle group and equipment, each 'All' first. */
const EXERCISE_FILTERS: readonly PageFilterDef[] = [
  {
    key: 'category',
    label: t.filterCategory,
    options: options(METRIC_CATEGORIES, labels.category),
  },
  {
    key: 'muscle_group',
    label: t.filterMuscleGroup,
    options: options(MUSCLE_GROUPS, labels.muscleGroup),
  },
  {
    key: 'equipment',
    label: t.filterEquipment,
    options: options(EQUIPMENT_KINDS, labels.equipment),
  },
];

export const useExerciseFilters = () => EXERCISE_FILTERS;
