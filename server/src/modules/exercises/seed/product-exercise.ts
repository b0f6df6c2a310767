import type {
  EquipmentKind,
  Metric,
  MetricCategory,
  Muscle,
  MuscleGroup,
} from '@forma/contract/exercises/exercises.rules';

/** One exercise of the product library, as the seed writes it (account_id null). */
export type ProductExercise = {
  /** Stable across versions: the upsert finds the row by it, so a rename keeps prescriptions. */
  key: string;
  name: string;
  category: MetricCategory;
  muscleGroup: MuscleGroup;
  primaryMuscles: Muscle[];
  secondaryMuscles: Muscle[];
  equipment: EquipmentKind;
  defaultMetrics: Metric[];
  instructions: string;
};

/** An entry of a seed file: its group's category, muscle group and metrics unless it says. */
export type Entry = {
  key: string;
  name: string;
  equipment: EquipmentKind;
  primary: Muscle[];
  secondary: Muscle[];
  how: string;
  metrics?: Metric[];
  group?: MuscleGroup;
};

/** The entries of one seed file, completed with what they share. */
export function group(
  category: MetricCategory,
  muscleGroup: MuscleGroup,
  defaultMetrics: Metric[],
  entries: Entry[],
): ProductExercise[] {
  return entries.map((entry) => ({
    key: entry.key,
    name: entry.name,
    category,
    muscleGroup: entry.group ?? muscleGroup,
    primaryMuscles: entry.primary,
    secondaryMuscles: entry.secondary,
    equipment: entry.equipment,
    defaultMetrics: entry.metrics ?? defaultMetrics,
    instructions: entry.how,
  }));
}

/** Default metrics: loaded strength work, bodyweight work, and holds. */
export const LOADED: Metric[] = ['weight', 'reps', 'rest'];
export const BODYWEIGHT: Metric[] = ['reps', 'rest'];
export const HOLD: Metric[] = ['time', 'rest'];
